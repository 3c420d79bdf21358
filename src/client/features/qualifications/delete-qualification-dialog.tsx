import type { QualificationItem } from '../../../shared/qualifications';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { withToasts } from '../../lib/mutation-toasts';
import { useDeleteQualification } from '../../lib/queries/qualifications';

interface DeleteQualificationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The qualification to delete (kept while the dialog closes, so its text does not flicker). */
  qualification: QualificationItem | null;
}

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** 'Held by 3 guards and required by 1 post.', or that nobody uses it. */
export function usageText({ guardCount, locationCount }: QualificationItem): string {
  if (guardCount === 0 && locationCount === 0) return 'No guard holds it and no post requires it.';
  const parts = [
    guardCount > 0 ? `held by ${count(guardCount, 'guard', 'guards')}` : null,
    locationCount > 0 ? `required by ${count(locationCount, 'post', 'posts')}` : null,
  ].filter(Boolean);
  const sentence = parts.join(' and ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}; it will be removed from them.`;
}

/** Asks before a qualification goes from the list, saying how many guards and posts lose it. */
export function DeleteQualificationDialog({
  open,
  onOpenChange,
  qualification,
}: DeleteQualificationDialogProps) {
  const remove = useDeleteQualification();

  const handleDelete = () => {
    if (!qualification) return;
    remove.mutate(qualification.id, {
      ...withToasts('Qualification deleted', 'Failed to delete qualification'),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${qualification?.name ?? ''}?`}
      description={
        <>
          <span>{qualification ? usageText(qualification) : ''}</span>
          <span>This action cannot be undone.</span>
        </>
      }
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  );
}
