import { WifiOff } from 'lucide-react';
import { StandaloneScreen } from '../../components/brand';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/**
 * Shown instead of a browser error when the app opens (from the service worker's copy) but cannot
 * reach the server to learn who is signed in. It carries on by itself once the network is back.
 */
export function OfflineScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StandaloneScreen className="max-w-md">
      <Card className="w-full text-center" role="alert">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <WifiOff className="size-6" aria-hidden="true" />
          </span>
          <CardTitle className="text-2xl">You are offline</CardTitle>
          <CardDescription className="text-base">
            CoverDesk cannot reach the server. Check your connection; the app carries on as soon as
            it is back.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        </CardContent>
      </Card>
    </StandaloneScreen>
  );
}
