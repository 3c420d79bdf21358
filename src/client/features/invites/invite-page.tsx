import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { INVITE_INVALID } from '../../../shared/invites';
import { checkNewPassword, MAX_PASSWORD_LENGTH } from '../../../shared/profile';
import { StandaloneScreen } from '../../components/brand';
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
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast';
import { useAcceptInvite, useInvite } from './api';

/**
 * /invite/:token (issue #21): a guard invited by the office sets a password (6+ characters) and
 * is signed in to their shifts. A used or expired link says so and points to the office.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const invite = useInvite(token);

  let body;
  if (invite.isPending) body = <Spinner label="Checking your invitation" className="py-8" />;
  else if (invite.isError) {
    body = (
      <CardContent className="flex flex-col gap-4 text-center">
        <p role="alert">{invite.error.message || INVITE_INVALID}</p>
        <Button asChild variant="outline">
          <Link to="/login">Go to sign in</Link>
        </Button>
      </CardContent>
    );
  } else {
    body = <SetPasswordForm token={token} email={invite.data.email} />;
  }

  return (
    <StandaloneScreen>
      <Card className="w-full">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            {invite.data ? `Welcome, ${invite.data.firstName}` : 'Your invitation'}
          </CardTitle>
          <CardDescription>
            Set a password to see your shifts and the open shifts offered to you.
          </CardDescription>
        </CardHeader>
        {body}
      </Card>
    </StandaloneScreen>
  );
}

function SetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite(token);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(undefined);
    accept.mutate(password, {
      onSuccess: () => {
        toast.success('Welcome to CoverDesk!', { description: 'Your password is set.' });
        void navigate('/my-shifts', { replace: true });
      },
      onError: (failure) => {
        setError(failure.message);
        toast.error('Could not set your password', { description: failure.message });
      },
    });
  };

  return (
    <CardContent>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <Field id="invite-email" label="Email">
          {(control) => (
            <Input {...control} type="email" autoComplete="username" value={email} readOnly />
          )}
        </Field>
        <Field id="invite-password" label="Password" hint="At least 6 characters">
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              autoFocus
              maxLength={MAX_PASSWORD_LENGTH}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field id="invite-confirm" label="Confirm Password" error={error}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="mt-2 w-full" loading={accept.isPending}>
          Set password and sign in
        </Button>
      </form>
    </CardContent>
  );
}
