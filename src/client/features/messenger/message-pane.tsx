import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { conversationTitle, type Conversation } from '../../../shared/messenger';
import { LoadError } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { flattenMessages, markRead, useMessages } from './api';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { OnlineCount, OnlineDot } from './online-dot';

interface MessagePaneProps {
  conversation: Conversation;
  meId: string;
  online: ReadonlySet<string>;
  /** Phones: back to the list. */
  onBack: () => void;
}

/** One conversation: its participants, its messages and the composer. */
export function MessagePane({ conversation, meId, online, onBack }: MessagePaneProps) {
  const queryClient = useQueryClient();
  const history = useMessages(conversation.id);
  const messages = flattenMessages(history.data);
  const newestId = messages.at(-1)?.id;
  const title = conversationTitle(conversation.participants);
  const onlineCount = conversation.participants.filter(({ id }) => online.has(id)).length;

  // Reading the open conversation clears its unread count, now and as messages arrive; in a tab
  // in the background, once the tab is looked at again.
  useEffect(() => {
    if (!newestId) return undefined;
    const read = () => {
      if (document.visibilityState === 'visible') {
        void markRead(queryClient, conversation.id).catch(() => undefined);
      }
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [conversation.id, newestId, queryClient]);

  return (
    <section aria-label={`Conversation with ${title}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border px-3 py-2.5">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Back to conversations"
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="flex min-w-0 flex-col">
          <h2 className="flex items-center gap-2 truncate font-semibold">
            <span className="truncate">{title}</span>
            {conversation.isGroup ? null : <OnlineDot online={onlineCount > 0} />}
          </h2>
          {conversation.isGroup ? (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <span>{`${String(conversation.participants.length + 1)} people`}</span>
              <OnlineCount count={onlineCount} />
            </p>
          ) : null}
        </div>
      </header>
      {history.isError ? (
        <LoadError
          title="Could not load messages"
          message={history.error.message}
          onRetry={() => void history.refetch()}
          className="flex-1"
        />
      ) : history.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading messages" />
        </div>
      ) : (
        <MessageList
          messages={messages}
          meId={meId}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
        />
      )}
      <MessageComposer key={conversation.id} conversationId={conversation.id} />
    </section>
  );
}
