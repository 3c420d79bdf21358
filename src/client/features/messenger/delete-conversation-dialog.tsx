import { conversationTitle, type Conversation } from '../../../shared/messenger';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { withToasts } from '../../lib/mutation-toasts';
import { useDeleteConversation } from './api';

interface DeleteConversationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversation: Conversation | null;
  onDeleted: (conversationId: string) => void;
}

/** Hides a conversation from my list, after asking (spec section 2, Messenger). */
export function DeleteConversationDialog(props: DeleteConversationDialogProps) {
  const { open, onOpenChange, conversation } = props;
  const remove = useDeleteConversation();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete conversation?"
      description={
        <>
          <span>
            {`The conversation with ${conversation ? conversationTitle(conversation.participants) : 'them'} will be removed from your list. It comes back if someone sends a new message.`}
          </span>
          <span>
            When both participants of a two-person chat delete it, it is permanently removed.
          </span>
        </>
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!conversation) return;
        remove.mutate(
          conversation.id,
          withToasts('Conversation removed from your list', 'Failed to delete conversation', {
            done: () => {
              onOpenChange(false);
              props.onDeleted(conversation.id);
            },
          }),
        );
      }}
    />
  );
}
