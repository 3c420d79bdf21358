import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Shown when the guards could not be loaded, with a retry. */
export function GuardsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <p className="font-medium">Could not load guards</p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The empty table: no guards at all, none matching the search, or no card needing attention. */
export function GuardsEmpty({ total, query }: { total: number; query: string }) {
  let message = 'No guards added yet';
  if (total > 0) {
    message = query.trim()
      ? `No guards match "${query.trim()}"`
      : 'No guard cards are expired or expiring';
  }
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">{message}</p>
      {total === 0 ? (
        <p className="max-w-sm text-sm text-muted-foreground">
          Add guards one by one, or import a list of names from a CSV file.
        </p>
      ) : null}
    </div>
  );
}
