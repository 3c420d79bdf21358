import type { Ref } from 'react';
import { isTimeEntryComplete, parseTimeEntry, sanitizeTimeInput } from '../../../shared/date-entry';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

interface TimeEntryFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onChecked: (error: string | null) => void;
  /** Called when typing makes the time complete (HHMM or HH:MM), e.g. to move on. */
  onComplete?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A time typed as HMM, HHMM or HH:MM: digits and colon only, at most 5 characters; leaving the
 * field (or Enter) shows it as HH:MM, or says why it is not a time.
 */
export function TimeEntryField(props: TimeEntryFieldProps) {
  const { id, label, value, error, onChange, onChecked, onComplete, ref } = props;
  // Reads the element, not `value`: moving focus on completion blurs before React re-renders.
  const normalize = (typed: string) => {
    const text = sanitizeTimeInput(typed);
    if (!text) return;
    const result = parseTimeEntry(text);
    if (result.ok) onChange(result.value);
    onChecked(result.ok ? null : result.error);
  };

  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          ref={ref}
          inputMode="numeric"
          autoComplete="off"
          aria-required
          placeholder="HH:MM"
          maxLength={5}
          value={value}
          onChange={(event) => {
            const text = sanitizeTimeInput(event.target.value);
            onChange(text);
            if (isTimeEntryComplete(text)) onComplete?.();
          }}
          onBlur={(event) => normalize(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') normalize(event.currentTarget.value);
          }}
        />
      )}
    </Field>
  );
}
