import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ENTERING_STATE } from '../lib/home-entry';
import { endSession, startSession } from '../lib/session';
import { listenToSession } from '../lib/session-channel';
import { paths } from './paths';

/** Follows sign-in and sign-out in the app's other tabs: sign-in leads to /, sign-out to /login. */
export function SessionSync() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      listenToSession((event) => {
        if (event === 'signed-in') {
          // Home as signing in leads there: a dispatcher's on a phone is the board (issue #30).
          void startSession(queryClient).then(() =>
            navigate(paths.coverage, { state: ENTERING_STATE }),
          );
        } else {
          endSession(queryClient);
          void navigate(paths.login, { replace: true });
        }
      }),
    [queryClient, navigate],
  );
  return null;
}
