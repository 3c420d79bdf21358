import { MessageSquarePlus, Trash2, Users } from 'lucide-react';
import { conversationTitle, type Conversation } from '../../../shared/messenger';
import { EmptyState } from '../../components/list-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { conversationTime } from './chat-format';
import { OnlineCount, OnlineDot } from './online-dot';
import { unreadLabel } from './unread-label';

interface ConversationListProps {
  conversations: Conversation[];
  online: ReadonlySet<string>;
  openId: string | null;
  onOpen: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
}

/**
 * My conversations, newest first: the other participants, the last message and its time, a
 * green dot when the other person is online (a group says how many are), bold with a count when something is unread.
 */
export function ConversationList(props: ConversationListProps) {
  const { conversations, online, openId } = props;
  if (conversations.length === 0) {
    return (
      <EmptyState icon={MessageSquarePlus} title="No conversations yet">
        <p className="max-w-xs text-sm text-muted-foreground">
          Start a new chat with a colleague, or with several at once for a group.
        </p>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Conversations" className="flex flex-col divide-y divide-border">
      {conversations.map((conversation) => {
        const title = conversationTitle(conversation.participants);
        const onlineCount = conversation.participants.filter(({ id }) => online.has(id)).length;
        const unread = conversation.unread > 0;
        const last = conversation.lastMessage;
        return (
          <li
            key={conversation.id}
            className={cn(
              'group relative flex items-center gap-3 px-3 py-3 hover:bg-accent/60',
              openId === conversation.id && 'bg-accent',
            )}
          >
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
              {conversation.isGroup ? (
                <Users aria-hidden="true" className="size-4" />
              ) : (
                (title.charAt(0) || '?').toUpperCase()
              )}
              {conversation.isGroup ? null : (
                <OnlineDot online={onlineCount > 0} className="absolute right-0 bottom-0" />
              )}
            </span>
            <button
              type="button"
              onClick={() => props.onOpen(conversation)}
              aria-current={openId === conversation.id ? 'true' : undefined}
              className="flex min-w-0 flex-1 flex-col gap-0.5 text-left outline-hidden after:absolute after:inset-0 after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')}>
                  {title}
                </span>
                {conversation.isGroup ? (
                  <OnlineCount count={onlineCount} className="ml-auto" />
                ) : null}
                <time
                  dateTime={conversation.updatedAt}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {conversationTime(conversation.updatedAt)}
                </time>
              </span>
              <span className="flex items-center justify-between gap-2">
                <span
                  className={cn(
                    'truncate text-sm',
                    unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {last ? last.content : 'No messages yet'}
                </span>
                {unread ? (
                  <Badge className="rounded-full">
                    {unreadLabel(conversation.unread)}
                    <span className="sr-only"> unread</span>
                  </Badge>
                ) : null}
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              className="relative z-10 size-9 shrink-0 text-muted-foreground hover:text-destructive"
              aria-label={`Delete conversation with ${title}`}
              onClick={() => props.onDelete(conversation)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
