import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '../../components/list-states';

/** The empty table: no guards at all, none matching the search, or no card needing attention. */
export function GuardsEmpty({ total, query }: { total: number; query: string }) {
  let message = 'No guards added yet';
  if (total > 0) {
    message = query.trim()
      ? `No guards match "${query.trim()}"`
      : 'No guard cards are expired or expiring';
  }
  return (
    <EmptyState icon={ShieldCheck} title={message}>
      {total === 0 ? (
        <p className="max-w-sm text-sm text-muted-foreground">
          Add guards one by one, or import a list of names from a CSV file.
        </p>
      ) : null}
    </EmptyState>
  );
}
