import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { can, hasActiveRole, type Permission } from '../../../shared/permissions';
import { OfflineScreen } from '../../features/pwa/offline-screen';
import { ApiError } from '../../lib/api-client';
import { isEntering, isPhoneScreen } from '../../lib/home-entry';
import { useMe } from '../../lib/session';
import { FullPageSpinner } from '../full-page-spinner';
import { homePath, paths } from '../paths';

/**
 * Who is signed in cannot be learnt without the server: the query is paused (the browser is
 * offline) or failed to reach it. Then the offline screen stands in for the page.
 */
function useUnreachable() {
  const query = useMe();
  const unreachable =
    query.data === undefined &&
    (query.fetchStatus === 'paused' ||
      (query.error instanceof ApiError && query.error.code === 'NETWORK'));
  return { query, unreachable };
}

/** Protected pages: without a session, go to /login (spec sections 4 and 6). */
export function RequireSession() {
  const { query, unreachable } = useUnreachable();
  const { data: me, isPending, isError, error } = query;
  if (unreachable) return <Offline refetch={query.refetch} fetching={query.isFetching} />;
  if (isPending) return <FullPageSpinner />;
  if (isError) throw error;
  if (!me) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Pages for working accounts: role user or no role go to the waiting screen. */
export function RequireActiveRole() {
  const { data: me } = useMe();
  if (!hasActiveRole(me?.role)) return <Navigate to={paths.newUsers} replace />;
  return <Outlet />;
}

/**
 * The coverage dashboard: guards have their own home (/my-shifts, issue #21) and go there instead,
 * without a complaint: it is where the logo and sign-in send everyone. A dispatcher entering the
 * app on a phone starts on the open-shifts board (issue #30, lib/home-entry.ts); tapping Coverage
 * brings them here.
 */
export function RequireCoverageView() {
  const { data: me } = useMe();
  const location = useLocation();
  const home = homePath(me?.role, isPhoneScreen() && isEntering(location));
  if (home !== paths.coverage) return <Navigate to={home} replace />;
  return <Outlet />;
}

/** Pages for some roles only: others get the toast and go to their home page. */
export function RequirePermission({
  permission,
  message,
}: {
  permission: Permission;
  message: string;
}) {
  const { data: me } = useMe();
  const allowed = can(me?.role, permission);
  const { pathname } = useLocation();
  useEffect(() => {
    // The id keeps one toast however often this renders, and when a page left behind after a role
    // change refuses too.
    if (!allowed) toast.refusal(message, { id: `access-denied:${message}` });
  }, [allowed, message, pathname]);
  if (!allowed) return <Navigate to={homePath(me?.role)} replace />;
  return <Outlet />;
}

/** /login: a visitor who already has a session goes to /. */
export function RedirectIfSignedIn() {
  const { query, unreachable } = useUnreachable();
  const { data: me, isPending } = query;
  if (unreachable) return <Offline refetch={query.refetch} fetching={query.isFetching} />;
  if (isPending) return <FullPageSpinner />;
  if (me) return <Navigate to={homePath(me.role, isPhoneScreen())} replace />;
  return <Outlet />;
}

function Offline({ refetch, fetching }: { refetch: () => unknown; fetching: boolean }) {
  return <OfflineScreen onRetry={() => void refetch()} retrying={fetching} />;
}
