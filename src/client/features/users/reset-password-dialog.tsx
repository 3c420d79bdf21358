import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { MAX_PASSWORD_LENGTH } from '../../../shared/profile';
import { ResetPasswordSchema, USER_MESSAGES, type ManagedUser } from '../../../shared/users';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DialogShell } from '../../components/dialog-shell';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { withServerToasts } from '../../lib/mutation-toasts';
import { useResetPassword } from './api';

interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ManagedUser | null;
}

/** Reset Password: the admin sets a new password; the account is signed out everywhere. */
export function ResetPasswordDialog({ open, onOpenChange, user }: ResetPasswordDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Password"
      description={`Choose a new password for ${user?.email ?? 'this account'}. They will be signed out on every device and sign in with the new one.`}
    >
      {user ? <ResetPasswordForm user={user} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function ResetPasswordForm({ user, onDone }: { user: ManagedUser; onDone: () => void }) {
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetPassword();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = ResetPasswordSchema.safeParse({ newPassword });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a new password';
      setError(message);
      toast.error(message);
      return;
    }
    setError(undefined);
    reset.mutate(
      { id: user.id, newPassword: parsed.data.newPassword },
      withServerToasts(USER_MESSAGES.passwordUpdated(user.email), 'Failed to update password', {
        done: onDone,
        failed: (failure) => setError(failure.message),
      }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field id="reset-password" label="New Password" error={error}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            maxLength={MAX_PASSWORD_LENGTH}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter submitLabel="Reset Password" pending={reset.isPending} />
    </form>
  );
}
