import { useState, type SyntheticEvent } from 'react';
import { FIRST_DATE, LAST_DATE, localIsoDate } from '../../../shared/calendar';
import { TIME_OFF_REASON_MAX, timeOffBodySchema, type TimeOffBody } from '../../../shared/time-off';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { issueErrors, serverFieldErrors, type FieldErrors } from '../../lib/form-errors';

const FIELDS = ['from', 'to', 'reason'] as const;
type TimeOffField = (typeof FIELDS)[number];

interface TimeOffFormProps {
  id: string;
  /** Sends the request; resolves with the server's refusal, or null once it is saved. */
  onSubmit: (body: TimeOffBody) => Promise<Error | null>;
  /** Checks the fields around the form (the guard picked) with its own; true when they are fine. */
  onCheck?: () => boolean;
  /** Under the reason: who reads it. */
  reasonHint: string;
  /** The submit button (and any other), rendered at the foot of the form. */
  children: React.ReactNode;
}

/**
 * Dates off and a reason (issue #32): the first and last day, both counted, and an optional line
 * why. Checked as the server checks it (at most 366 days, not over already) before it is sent.
 */
export function TimeOffForm({ id, onSubmit, onCheck, reasonHint, children }: TimeOffFormProps) {
  const [values, setValues] = useState({ from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors<TimeOffField>>({});
  const today = localIsoDate(new Date());

  const set = (field: TimeOffField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: value,
      // One day off is the usual case: the last day follows the first until it is set.
      ...(field === 'from' && (!current.to || current.to < value) ? { to: value } : {}),
    }));
  };

  const handleSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const othersFine = onCheck?.() ?? true;
    const parsed = timeOffBodySchema().safeParse(values);
    if (!parsed.success) {
      const missing = {
        ...(values.from ? {} : { from: 'Enter the first day off' }),
        ...(values.to ? {} : { to: 'Enter the last day off' }),
      };
      setErrors({ ...issueErrors(parsed.error.issues, FIELDS), ...missing });
      return;
    }
    setErrors({});
    if (!othersFine) return;
    const refused = await onSubmit(values);
    if (refused) setErrors(serverFieldErrors(refused, FIELDS));
    else setValues({ from: '', to: '', reason: '' });
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${id}-from`} label="First day" error={errors.from}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={today}
              max={LAST_DATE}
              value={values.from}
              onChange={set('from')}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="Last day" error={errors.to}>
          {(control) => (
            <Input
              {...control}
              type="date"
              min={values.from || FIRST_DATE}
              max={LAST_DATE}
              value={values.to}
              onChange={set('to')}
            />
          )}
        </Field>
      </div>
      <Field id={`${id}-reason`} label="Reason (optional)" error={errors.reason} hint={reasonHint}>
        {(control) => (
          <Input
            {...control}
            maxLength={TIME_OFF_REASON_MAX}
            value={values.reason}
            onChange={set('reason')}
            autoComplete="off"
          />
        )}
      </Field>
      {children}
    </form>
  );
}
