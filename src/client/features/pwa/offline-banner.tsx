import { WifiOff } from 'lucide-react';
import { useOnline } from './use-online';

/** A strip above the header while the connection is gone: what is on screen may be out of date. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-foreground px-4 py-1.5 text-center text-sm font-medium text-background"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      No connection: changes cannot be saved until you are back online.
    </div>
  );
}
