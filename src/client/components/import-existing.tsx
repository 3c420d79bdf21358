import { CopyCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { existingNotice } from '../../shared/import-existing';
import { Badge } from './ui/badge';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';

/** The classes of a preview row left out as existing: a bar at its start, beside its badge. */
export const LEFT_OUT = 'shadow-[inset_4px_0_0_var(--color-muted-foreground)]';

/** A preview row's mark for what is stored already: a word, not a colour alone. */
export function ExistingBadge() {
  return (
    <Badge variant="outline">
      <CopyCheck aria-hidden="true" />
      Already exists
    </Badge>
  );
}

interface ExistingRowsNoticeProps {
  /** Rows already stored; null when the server could not be asked. */
  count: number | null;
  /** Rows the import would send. */
  total: number;
  /** What a row is called: 'row', 'guard'. */
  noun: string;
  included: boolean;
  onIncludedChange: (included: boolean) => void;
}

/**
 * An import preview's line on rows already stored (issue #20): how many, that they are skipped,
 * and 'Import them anyway' to include them on purpose. Nothing when none exist.
 */
export function ExistingRowsNotice({
  count,
  total,
  noun,
  included,
  onIncludedChange,
}: ExistingRowsNoticeProps) {
  const id = useId();
  if (count === null) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          Could not check which {noun}s already exist. The import still skips those that do.
        </span>
      </p>
    );
  }
  if (count === 0) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm">
      <p aria-live="polite" className="flex items-start gap-2">
        <CopyCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{existingNotice(count, total, noun, included)}</span>
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={included}
          onCheckedChange={(checked) => onIncludedChange(checked === true)}
        />
        <Label htmlFor={id} className="cursor-pointer py-1">
          Import them anyway
        </Label>
      </div>
    </div>
  );
}
