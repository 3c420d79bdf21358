import { UserPlus } from 'lucide-react';
import { useId } from 'react';
import { splitNewGuardName } from '../../../shared/guard-picker';
import type { Guard } from '../../../shared/guards';
import { Button } from '../../components/ui/button';
import { withToasts } from '../../lib/mutation-toasts';
import { useCreateGuard } from '../../lib/queries/guards';

interface GuardComboboxAddProps {
  /** What was typed in the guard field, matching no guard. */
  typed: string;
  onAdded: (guard: Guard) => void;
}

/**
 * 'Add New Guard' when no guard matches: the typed text split at the first space gives the first
 * and last name (spec section 5); with fewer than two words the button is disabled and says why.
 */
export function GuardComboboxAdd({ typed, onAdded }: GuardComboboxAddProps) {
  const create = useCreateGuard();
  const hintId = useId();
  const names = splitNewGuardName(typed);

  const handleAdd = () => {
    if (!names) return;
    const toasts = withToasts('New guard added successfully', 'Failed to add new guard');
    create.mutate(
      { ...names, contactNumber: null, email: null, guardCard: null, expDate: null },
      {
        onSuccess: (guard) => {
          toasts.onSuccess();
          onAdded(guard);
        },
        onError: toasts.onError,
      },
    );
  };

  return (
    <div className="flex flex-col gap-2 rounded-md border border-dashed border-border p-3">
      <p className="text-sm break-words">No guard matches &ldquo;{typed.trim()}&rdquo;.</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={!names}
          loading={create.isPending}
          aria-describedby={hintId}
          onClick={handleAdd}
        >
          <UserPlus aria-hidden="true" />
          Add New Guard
        </Button>
        <p id={hintId} className="min-w-0 text-xs break-words text-muted-foreground">
          {names
            ? `First name \u201c${names.firstName}\u201d, last name \u201c${names.lastName}\u201d`
            : 'Type a first and a last name (two words) to add a new guard'}
        </p>
      </div>
    </div>
  );
}
