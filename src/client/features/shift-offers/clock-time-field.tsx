import { sanitizeTimeInput } from '../../../shared/date-entry';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

interface ClockTimeFieldProps {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  /** An example time shown while empty ('19:40'). */
  placeholder: string;
  value: string;
  onChange: (typed: string) => void;
}

/**
 * A time of day typed as HH:MM (24-hour), optional, for a moment of the night the office was told
 * on the phone (issue #39): when a relief will arrive, when a guard left. Only digits and a colon
 * are kept; the form reads it with parseTimeEntry.
 */
export function ClockTimeField(props: ClockTimeFieldProps) {
  const { id, label, hint, error, placeholder, value, onChange } = props;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder}
          className="w-28 font-mono tabular-nums"
          value={value}
          onChange={(event) => onChange(sanitizeTimeInput(event.target.value))}
        />
      )}
    </Field>
  );
}
