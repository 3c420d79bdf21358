import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { InstallPrompt } from '../features/pwa/install-prompt-slot';
import { AppToaster } from './app-toaster';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endSession, meQueryKey } from '../lib/session';

/** Data cache, toasts and the install prompt for the whole app. */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => {
    // A session that ended on the server: forget the user; the route guards go to /login.
    setUnauthorizedHandler(() => {
      if (queryClient.getQueryData(meQueryKey)) endSession(queryClient);
    });
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <InstallPrompt />
      <AppToaster />
    </QueryClientProvider>
  );
}
