import { SendHorizontal } from 'lucide-react';
import { useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { MESSAGE_MAX } from '../../../shared/messenger';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { useSendMessage } from './api';

/**
 * The composer: Enter sends, Shift+Enter starts a new line; blank messages cannot be sent and
 * what is sent is trimmed. The box clears at once so the next message can be typed; a failed
 * send puts its text back when the box is still empty.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage(conversationId);
  const content = text.trim();

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (!content) return;
    setText('');
    send.mutate(content, {
      onError: (error) => {
        setText((current) => current || content);
        toast.error('Failed to send message', { description: error.message });
      },
    });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-border p-3">
      <Textarea
        aria-label="Message"
        placeholder="Type a message..."
        value={text}
        maxLength={MESSAGE_MAX}
        rows={1}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className="max-h-40 min-h-10 resize-none"
      />
      <Button type="submit" size="icon" aria-label="Send" disabled={!content}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
