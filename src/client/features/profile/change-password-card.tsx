import { useState, type SyntheticEvent } from 'react';
import { toast } from '../../lib/toast';
import { checkNewPassword } from '../../../shared/profile';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api-client';
import { useChangePassword } from './api';

/** Change Password: current, new and confirmation; other sessions end on success. */
export function ChangePasswordCard({ email }: { email: string }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<{ field: 'current' | 'new'; message: string } | null>(null);
  const change = useChangePassword();

  const fail = (field: 'current' | 'new', message: string) => {
    setError({ field, message });
    toast.error(message);
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(newPassword, confirmation);
    if (problem) return fail('new', problem);
    if (!currentPassword) return fail('current', 'Please enter your current password');
    setError(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setConfirmation('');
          toast.success('Password updated successfully', {
            description: 'You were signed out on your other devices.',
          });
        },
        onError: (failure) =>
          fail(
            failure instanceof ApiError && failure.fields.currentPassword ? 'current' : 'new',
            failure.message,
          ),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="change-password-title">Change Password</CardTitle>
        <CardDescription>
          At least 6 characters. Your other devices will be signed out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-labelledby="change-password-title"
          onSubmit={handleSubmit}
          className="flex flex-col gap-4"
        >
          {/* Lets password managers know whose password this is. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <Field
            id="current-password"
            label="Current Password"
            error={error?.field === 'current' ? error.message : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
            )}
          </Field>
          <Field id="new-password" label="New Password">
            {(control) => (
              <Input
                {...control}
                aria-invalid={error?.field === 'new'}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
              />
            )}
          </Field>
          <Field
            id="confirm-password"
            label="Confirm New Password"
            error={error?.field === 'new' ? error.message : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </Field>
          <div>
            <Button type="submit" loading={change.isPending}>
              Update Password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
