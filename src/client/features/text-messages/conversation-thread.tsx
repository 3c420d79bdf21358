import { Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { formatDateTime } from '../../../shared/date-format';
import {
  SANDBOX_TEXT_MAX,
  type SandboxConversation,
  type SandboxMessage,
} from '../../../shared/sms';
import { LoadError } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { useAnswerAsGuard, useThread } from './api';
import { conversationName } from './conversation-list';

/** What inbound handling did with an answer, as the admin reads it. */
const OUTCOMES: Record<string, string> = {
  accepted: 'The guard took the shift',
  taken: 'Already taken: the guard is told',
  declined: 'The guard passed on the shift',
  refused: 'The offer could no longer be answered',
  'opted-out': 'The number opted out of texts (STOP)',
  'opted-in': 'The number opted back in (START)',
  help: 'Help text sent',
  ambiguous: 'Several offers: the guard is asked for the code',
  'no-offers': 'No open offers for this guard',
  'unknown-code': 'No offer has that code',
  'unknown-number': 'Unknown number',
  // Issue #40: texts that change nothing.
  'ignored-opted-out': 'Ignored: the number opted out of texts (START opts it back in)',
  'shared-number': 'Several guards share this number: the guard is asked to call the office',
  'not-understood': 'Not understood: the guard is told how to answer',
  // Issue #39: the answer to a reminder.
  confirmed: 'The guard confirmed the shift',
  'unknown-confirm-code': 'No shift to confirm has that code',
  'nothing-to-confirm': 'No shift to confirm for this guard',
  'ambiguous-confirm': 'Several shifts to confirm: the guard is asked for the code',
  'confirm-refused': 'The shift can no longer be confirmed',
};

/**
 * The answers the latest text asking for one wants, to send with one click: an offer's ('Reply
 * YES 4821 … NO 4821') or a reminder's ('Reply OK 4821 to confirm', issue #39).
 */
function quickAnswers(messages: readonly SandboxMessage[]): string[] {
  const asking = [...messages]
    .reverse()
    .find((message) => message.direction === 'out' && /Reply (YES|OK) \d+/.test(message.body));
  const [, word, code] = asking ? (/Reply (YES|OK) (\d+)/.exec(asking.body) ?? []) : [];
  if (!code) return [];
  return word === 'OK' ? [`OK ${code}`] : [`YES ${code}`, `NO ${code}`];
}

/**
 * One number's texts (out: what CoverDesk sent; in: the guard's answers), and a box to answer as
 * the guard: the answer is handled exactly as a text from their phone would be (issue #30).
 */
export function ConversationThread({ conversation }: { conversation: SandboxConversation }) {
  const thread = useThread(conversation.phone);
  const answer = useAnswerAsGuard();
  const [text, setText] = useState('');
  const scroller = useRef<HTMLOListElement>(null);
  const messages = thread.data?.messages ?? [];
  const name = conversationName(conversation);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  const send = (body: string) =>
    answer.mutate(
      { phone: conversation.phone, body },
      {
        onSuccess: ({ outcome }) => {
          setText('');
          toast.success(OUTCOMES[outcome] ?? 'Answer sent');
        },
        onError: (error) => toast.error('Failed to answer', { description: error.message }),
      },
    );
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim()) send(text.trim());
  };

  let body;
  if (thread.isError) {
    body = (
      <LoadError
        title="Could not load the texts"
        message={thread.error.message}
        onRetry={() => void thread.refetch()}
      />
    );
  } else if (!thread.data) {
    body = <Spinner label="Loading texts" />;
  } else {
    body = (
      <ol
        ref={scroller}
        aria-label={`Texts with ${name}`}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4"
      >
        {messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              'flex max-w-[85%] flex-col gap-1',
              message.direction === 'in' ? 'self-end items-end' : 'self-start',
            )}
          >
            <span className="text-xs text-muted-foreground">
              {message.direction === 'in' ? name : 'CoverDesk'} ·{' '}
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </span>
            <span
              className={cn(
                'rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                message.direction === 'in' ? 'bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              {message.body}
            </span>
          </li>
        ))}
      </ol>
    );
  }

  const quick = quickAnswers(messages);
  return (
    <section aria-label={`Conversation with ${name}`} className="flex min-h-0 flex-1 flex-col">
      <header className="border-b border-border px-4 py-3">
        <h2 className="font-medium break-words">{name}</h2>
        <p className="text-sm text-muted-foreground">{conversation.display}</p>
      </header>
      {body}
      <form onSubmit={handleSubmit} className="flex flex-col gap-2 border-t border-border p-4">
        {quick.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {quick.map((reply) => (
              <Button
                key={reply}
                type="button"
                variant="outline"
                size="sm"
                disabled={answer.isPending}
                onClick={() => send(reply)}
              >
                Answer {reply}
              </Button>
            ))}
          </div>
        ) : null}
        <div className="flex gap-2">
          <Input
            aria-label={`Answer as ${name}`}
            placeholder={`Answer as ${name}…`}
            autoComplete="off"
            maxLength={SANDBOX_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" loading={answer.isPending} disabled={!text.trim()}>
            {!answer.isPending && <Send aria-hidden="true" />}
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}
