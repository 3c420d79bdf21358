import { X } from 'lucide-react';
import { byName } from '../../../shared/qualifications';
import { useQualifications } from '../../lib/queries/qualifications';
import { qualificationListStatus } from '../qualification-list-status';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';

/** A qualification in the guard dialog: its expiry as typed ('' for none). */
export interface HeldDraft {
  qualificationId: string;
  name: string;
  expiresOn: string;
}

interface HeldQualificationsProps {
  value: HeldDraft[];
  onChange: (value: HeldDraft[]) => void;
  error?: string | undefined;
}

/**
 * The guard dialog's qualifications (issue #32): those the guard holds, each with an optional
 * expiry date (the last valid day) and a remove button, and a picker to add one from the list.
 */
export function HeldQualifications({ value, onChange, error }: HeldQualificationsProps) {
  const list = useQualifications();
  const heldIds = new Set(value.map((one) => one.qualificationId));
  const available = (list.data?.items ?? []).filter((one) => !heldIds.has(one.id));

  const add = (id: string) => {
    const chosen = list.data?.items.find((one) => one.id === id);
    if (!chosen) return;
    onChange([...value, { qualificationId: id, name: chosen.name, expiresOn: '' }].sort(byName));
  };
  const setExpiry = (id: string, expiresOn: string) =>
    onChange(value.map((one) => (one.qualificationId === id ? { ...one, expiresOn } : one)));
  const remove = (id: string) => onChange(value.filter((one) => one.qualificationId !== id));

  let picker = qualificationListStatus(list);
  if (picker === null && available.length > 0) {
    picker = (
      <Select value="" onValueChange={add}>
        <SelectTrigger aria-label="Add a qualification" className="sm:w-64">
          <SelectValue placeholder="Add a qualification…" />
        </SelectTrigger>
        <SelectContent>
          {available.map((one) => (
            <SelectItem key={one.id} value={one.id}>
              {one.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  }

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? 'held-error' : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Qualifications</legend>
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">None held.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {value.map((one) => (
            <li
              key={one.qualificationId}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border px-3 py-2"
            >
              <span className="min-w-0 flex-1 font-medium break-words">{one.name}</span>
              <label className="flex items-center gap-2 text-sm text-muted-foreground">
                Expires
                <Input
                  type="date"
                  aria-label={`${one.name} expires on`}
                  className="w-40"
                  value={one.expiresOn}
                  onChange={(event) => setExpiry(one.qualificationId, event.target.value)}
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${one.name}`}
                title="Remove"
                onClick={() => remove(one.qualificationId)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {picker}
      {error ? (
        <p id="held-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The dialog's drafts of a guard's qualifications. */
export function heldDrafts(
  held: readonly { qualificationId: string; name: string; expiresOn: string | null }[],
): HeldDraft[] {
  return held.map((one) => ({ ...one, expiresOn: one.expiresOn ?? '' }));
}

/** The drafts as PUT /api/guards/:id/qualifications takes them. */
export function heldBody(drafts: readonly HeldDraft[]) {
  return drafts.map((one) => ({
    qualificationId: one.qualificationId,
    expiresOn: one.expiresOn || null,
  }));
}

/** True when the drafts differ from what the guard held when the dialog opened. */
export function heldChanged(drafts: readonly HeldDraft[], initial: readonly HeldDraft[]): boolean {
  const key = (list: readonly HeldDraft[]) =>
    JSON.stringify(list.map((one) => [one.qualificationId, one.expiresOn]).sort());
  return key(drafts) !== key(initial);
}
