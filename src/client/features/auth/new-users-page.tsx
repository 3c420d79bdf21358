import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { hasActiveRole } from '../../../shared/permissions';
import { StandaloneScreen } from '../../components/brand';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { useLogout, useMe } from '../../lib/session';

/** While waiting, look for a role every half minute so the page moves on by itself. */
const ROLE_POLL_MS = 30_000;

/** /new-users: the waiting screen for accounts with role user or no role. */
export function NewUsersPage() {
  const { data: me } = useMe({ refetchInterval: ROLE_POLL_MS });
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  if (hasActiveRole(me?.role)) return <Navigate to="/" replace />;
  const name = me?.firstName.trim() || 'there';

  return (
    <StandaloneScreen className="max-w-md">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Clock className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">Welcome, {name}!</CardTitle>
          <CardDescription className="text-base">
            Your account has been created, but your role has not been set yet.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            Please contact your administrator to assign you a role. This page will move on by itself
            once you have one.
          </p>
          <Button
            variant="outline"
            loading={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void logout();
            }}
          >
            Logout
          </Button>
        </CardContent>
      </Card>
    </StandaloneScreen>
  );
}
