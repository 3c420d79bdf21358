import { Spinner } from '../components/ui/spinner';

/** What a guarded page shows while it learns who is signed in. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading" />
    </div>
  );
}
