import { useState } from 'react';
import { GUARD_GUESS_MIN, guardMatches } from '../../../shared/guard-picker';
import { guardDisplayName } from '../../../shared/guards';
import { SearchField } from '../../components/search-field';
import { useGuards } from '../../lib/queries/guards';

/** At most this many other guards are listed for a name typed. */
const MATCHES_SHOWN = 6;

interface CallOutWhoProps {
  /** The shift's guard: their record's id (null once it was deleted) and name. */
  assigned: { id: string | null; name: string };
  value: string | null;
  onChange: (guardId: string | null) => void;
  error?: string | undefined;
}

const radioClass = 'size-4 accent-primary';

/**
 * Who called out: the assigned guard, as it nearly always is, or someone else found by name (a
 * guard who swapped the shift without telling; the assigned guard's record deleted).
 */
export function CallOutWho({ assigned, value, onChange, error }: CallOutWhoProps) {
  const [other, setOther] = useState(assigned.id === null);
  const [typed, setTyped] = useState('');
  const guards = useGuards();
  const matches =
    other && typed.trim().length >= GUARD_GUESS_MIN
      ? (guards.data ?? [])
          .filter((guard) => guard.id !== assigned.id && guardMatches(guard, typed))
          .slice(0, MATCHES_SHOWN)
      : [];
  const errorId = 'call-out-who-error';

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">Who called out</legend>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name="call-out-who"
          className={radioClass}
          checked={!other}
          disabled={assigned.id === null}
          // The form's first question: where the keyboard starts, also after picking the shift.
          autoFocus={!other}
          onChange={() => {
            setOther(false);
            onChange(assigned.id);
          }}
        />
        <span className="min-w-0 break-words">
          {assigned.name}{' '}
          <span className="text-muted-foreground">
            {assigned.id === null ? '(no longer on the Guards page)' : '(the assigned guard)'}
          </span>
        </span>
      </label>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="radio"
          name="call-out-who"
          className={radioClass}
          checked={other}
          autoFocus={assigned.id === null}
          onChange={() => {
            setOther(true);
            onChange(null);
          }}
        />
        Someone else
      </label>
      {other ? (
        <div className="flex flex-col gap-2 pl-7">
          <SearchField
            label="Find the guard who called out"
            placeholder="Type 3 letters of a name"
            value={typed}
            onChange={setTyped}
          />
          <div role="radiogroup" aria-label="Guards found" className="flex flex-col">
            {matches.map((guard) => (
              <label key={guard.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="call-out-other"
                  className={radioClass}
                  checked={value === guard.id}
                  onChange={() => onChange(guard.id)}
                />
                {guardDisplayName(guard)}
              </label>
            ))}
            {typed.trim().length >= GUARD_GUESS_MIN && guards.data && matches.length === 0 ? (
              <p className="text-sm text-muted-foreground">No guard matches</p>
            ) : null}
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
