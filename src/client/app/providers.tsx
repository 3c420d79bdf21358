import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '../components/ui/tooltip';
import { setUnauthorizedHandler } from '../lib/api-client';
import { endSession, meQueryKey } from '../lib/session';

/** Data cache, tooltips and toasts for the whole app. */
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
      <TooltipProvider>
        {children}
        <Toaster
          position="top-right"
          offset={{ top: 72 }}
          mobileOffset={{ top: 72 }}
          closeButton
          duration={5000}
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
