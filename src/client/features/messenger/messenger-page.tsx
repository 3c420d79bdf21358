import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Conversation, DirectoryEntry } from '../../../shared/messenger';
import { LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useDialogState } from '../../lib/use-dialog-state';
import { cn } from '../../lib/utils';
import { useConversations, usePresence } from './api';
import { ConversationList } from './conversation-list';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { MessagePane } from './message-pane';
import { NewChatDialog } from './new-chat-dialog';

/** A conversation just started or reopened, shown until my list includes it. */
function startedConversation(id: string, people: DirectoryEntry[]): Conversation {
  return {
    id,
    isGroup: people.length > 1,
    participants: people.map(({ id: personId, firstName, lastName }) => ({
      id: personId,
      firstName,
      lastName,
    })),
    lastMessage: null,
    unread: 0,
    updatedAt: new Date().toISOString(),
  };
}

/**
 * /messenger: my conversations beside the open one (on phones the conversation opens over the
 * list). The open conversation is in the address (?c=id), so Back closes it on phones.
 */
export function MessengerPage() {
  const { data: me } = useMe();
  const conversations = useConversations();
  const online = usePresence();
  const [params, setParams] = useSearchParams();
  const openId = params.get('c');
  const [started, setStarted] = useState<Conversation | null>(null);
  const newChat = useDialogState();
  const deleting = useDialogState<Conversation>();

  const list = conversations.data ?? [];
  const open = list.find(({ id }) => id === openId) ?? (started?.id === openId ? started : null);
  const navigate = useNavigate();
  const location = useLocation();
  // Opening from the list adds a history entry (Back closes it); switching replaces it.
  const openConversation = (id: string) =>
    setParams({ c: id }, { replace: Boolean(openId), state: { fromList: true } });
  const closeConversation = () => {
    const state: unknown = location.state;
    const fromList = typeof state === 'object' && state !== null && 'fromList' in state;
    if (fromList) void navigate(-1);
    else setParams({}, { replace: true });
  };

  let listBody;
  if (conversations.isPending) listBody = <TableSkeleton label="Loading conversations" rows={4} />;
  else if (conversations.isError) {
    listBody = (
      <LoadError
        title="Could not load conversations"
        message={conversations.error.message}
        onRetry={() => void conversations.refetch()}
      />
    );
  } else {
    listBody = (
      <ConversationList
        conversations={list}
        online={online}
        openId={openId}
        onOpen={(conversation) => openConversation(conversation.id)}
        onDelete={deleting.show}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {/* On phones an open conversation takes the whole screen below the app's header. */}
      <div className={open ? 'hidden md:block' : undefined}>
        <PageHeader
          title="Messenger"
          description="Message your team, one to one or in groups."
          actions={
            <Button onClick={() => newChat.show()}>
              <MessageSquarePlus aria-hidden="true" />
              Start New Chat
            </Button>
          }
        />
      </div>
      <Card
        className={cn(
          'flex overflow-hidden md:h-[calc(100dvh-14.5rem)] md:min-h-[28rem]',
          open ? 'h-[calc(100dvh-7.5rem)]' : 'min-h-[20rem]',
        )}
      >
        <div
          className={cn(
            'flex w-full min-w-0 flex-col overflow-y-auto md:w-96 md:shrink-0 md:border-r md:border-border',
            open && 'hidden md:flex',
          )}
        >
          {listBody}
        </div>
        {open && me ? (
          <MessagePane
            key={open.id}
            conversation={open}
            meId={me.id}
            online={online}
            onBack={closeConversation}
          />
        ) : (
          <div className="hidden flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground md:flex">
            Choose a conversation, or start a new chat.
          </div>
        )}
      </Card>
      <NewChatDialog
        open={newChat.open}
        onOpenChange={newChat.onOpenChange}
        online={online}
        onStarted={(id, people) => {
          setStarted(startedConversation(id, people));
          newChat.onOpenChange(false);
          openConversation(id);
        }}
      />
      <DeleteConversationDialog
        open={deleting.open}
        conversation={deleting.item}
        onOpenChange={deleting.onOpenChange}
        onDeleted={(id) => {
          if (id === openId) closeConversation();
        }}
      />
    </div>
  );
}
