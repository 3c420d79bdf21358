import { MessageSquareOff } from 'lucide-react';
import type { SandboxConversation } from '../../../shared/sms';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';

/** Who a number is: its guards' names, or 'Unknown number'. */
export function conversationName(conversation: SandboxConversation): string {
  return conversation.guardNames.join(' / ') || 'Unknown number';
}

interface ConversationListProps {
  conversations: SandboxConversation[];
  selected: string | null;
  onSelect: (phone: string) => void;
}

/** The sandbox's numbers, the latest text of each, and whether it replied STOP. */
export function ConversationList({ conversations, selected, onSelect }: ConversationListProps) {
  return (
    <ul aria-label="Conversations" className="flex flex-col divide-y divide-border">
      {conversations.map((conversation) => {
        const name = conversationName(conversation);
        const current = conversation.phone === selected;
        return (
          <li key={conversation.phone}>
            <button
              type="button"
              aria-current={current || undefined}
              onClick={() => onSelect(conversation.phone)}
              className={cn(
                'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
                current && 'bg-accent',
              )}
            >
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium break-words">{name}</span>
                <span className="text-sm whitespace-nowrap text-muted-foreground">
                  {conversation.display}
                </span>
                {conversation.optedOut ? (
                  <Badge variant="outline">
                    <MessageSquareOff aria-hidden="true" />
                    Replied STOP
                  </Badge>
                ) : null}
              </span>
              {conversation.last ? (
                <span className="line-clamp-2 text-sm break-words text-muted-foreground">
                  {conversation.last.direction === 'in' ? 'Guard: ' : ''}
                  {conversation.last.body}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
