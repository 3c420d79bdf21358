import { GUARD_NAME_MAX } from '../../../shared/guards';
import { Input } from '../../components/ui/input';

/** Who called out, as the form holds it: the assigned guard, or someone else by name. */
export interface CallOutWhoValue {
  other: boolean;
  name: string;
}

interface CallOutWhoProps {
  /** The shift's guard: their record's id (null once it was deleted) and name. */
  assigned: { id: string | null; name: string };
  value: CallOutWhoValue;
  onChange: (value: CallOutWhoValue) => void;
  error?: string | undefined;
}

const radioClass = 'size-4 accent-primary';

/** Who the form starts with: the assigned guard, or their name as words once their record is gone. */
export function initialCallOutWho(assigned: CallOutWhoProps['assigned']): CallOutWhoValue {
  return assigned.id === null ? { other: true, name: assigned.name } : { other: false, name: '' };
}

/**
 * Who called out: the assigned guard, as it nearly always is, or someone else by name (a guard
 * who swapped the shift without telling; the assigned guard's record deleted). Only these two
 * (issue #40): another guard's record is never named, so a call-out counts against the guard who
 * was on the shift or against nobody.
 */
export function CallOutWho({ assigned, value, onChange, error }: CallOutWhoProps) {
  const errorId = 'call-out-who-error';
  const nameId = 'call-out-who-name';

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
          checked={!value.other}
          disabled={assigned.id === null}
          // The form's first question: where the keyboard starts, also after picking the shift.
          autoFocus={!value.other}
          onChange={() => onChange({ ...value, other: false })}
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
          checked={value.other}
          onChange={() => onChange({ ...value, other: true })}
        />
        Someone else
      </label>
      {value.other ? (
        <div className="flex flex-col gap-2 pl-7">
          <label htmlFor={nameId} className="text-sm font-medium">
            Their name
          </label>
          <Input
            id={nameId}
            autoFocus={assigned.id !== null}
            maxLength={GUARD_NAME_MAX}
            placeholder="e.g. Lee Park"
            aria-invalid={Boolean(error)}
            aria-describedby={`${nameId}-hint${error ? ` ${errorId}` : ''}`}
            value={value.name}
            onChange={(event) => onChange({ other: true, name: event.target.value })}
          />
          <p id={`${nameId}-hint`} className="text-xs text-muted-foreground">
            Counted against no guard: the assigned guard is offered the shift again.
          </p>
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
