import { useLayoutEffect, useRef } from 'react';
import type { Message } from '../../../shared/messenger';
import { cn } from '../../lib/utils';
import { messageTime } from './chat-format';

interface MessageListProps {
  messages: Message[];
  meId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** Distance from the bottom within which a new message scrolls the list down. */
const STICK_PX = 120;

/**
 * Messages oldest to newest, mine on the right. Opens scrolled to the newest; a new message keeps
 * it there when the reader was at the bottom; scrolling to the top loads older messages without
 * moving what is on screen.
 */
export function MessageList({
  messages,
  meId,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: '', last: '', height: 0, top: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    const first = messages[0]?.id ?? '';
    const last = messages.at(-1)?.id ?? '';
    if (before.first && first !== before.first && last === before.last) {
      // Older messages came in above: keep the same messages in view.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last !== before.last) {
      const wasAtBottom = before.height - before.top - element.clientHeight < STICK_PX;
      const mine = messages.at(-1)?.senderId === meId;
      if (!before.last || wasAtBottom || mine) element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, last, height: element.scrollHeight, top: element.scrollTop };
  }, [messages, meId]);

  const handleScroll = () => {
    const element = scroller.current;
    if (!element) return;
    previous.current = {
      ...previous.current,
      height: element.scrollHeight,
      top: element.scrollTop,
    };
    if (element.scrollTop < 80 && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={handleScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
      role="log"
      aria-label="Messages"
      aria-live="polite"
    >
      {hasOlder ? (
        <p className="pb-3 text-center text-xs text-muted-foreground">
          {loadingOlder ? 'Loading older messages…' : 'Scroll up for older messages'}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">
          No messages yet. Say hello!
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {messages.map((message) => {
            const mine = message.senderId === meId;
            return (
              <li
                key={message.id}
                className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
              >
                <div
                  className={cn(
                    'max-w-[85%] rounded-lg px-3 py-2 sm:max-w-[70%]',
                    mine
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-secondary text-secondary-foreground',
                  )}
                >
                  {mine ? null : <p className="text-xs font-semibold">{message.senderName}</p>}
                  <p className="break-words whitespace-pre-wrap">{message.content}</p>
                </div>
                <span className="mt-0.5 px-1 text-xs text-muted-foreground">
                  {mine ? 'You · ' : ''}
                  <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
