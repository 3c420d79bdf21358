import type { KeyboardEvent } from 'react';
import { parseDateEntry } from '../../../shared/date-entry';
import { formatDateField } from '../../../shared/date-format';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

interface DateEntryFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  /** The typed text was read: a message when it is not a date, or null. */
  onChecked: (error: string | null) => void;
  /** 'Date*' unless another date (Repeat until) is asked for. */
  label?: string;
  hint?: string;
}

/**
 * The request's date, typed as MM/DD/YYYY or compact digits (spec section 5). Leaving the field,
 * or pressing Enter, expands what was typed to MM/DD/YYYY, or says why it is not a date.
 */
export function DateEntryField({
  id,
  value,
  error,
  onChange,
  onChecked,
  label = 'Date*',
  hint = '1122 = 11/22 this year',
}: DateEntryFieldProps) {
  const expand = (typed: string) => {
    if (!typed.trim()) return;
    const result = parseDateEntry(typed, new Date());
    if (result.ok) {
      onChange(formatDateField(result.value));
      onChecked(null);
    } else {
      onChecked(result.error);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter still submits the form; the submit reads the same text.
    if (event.key === 'Enter') expand(event.currentTarget.value);
  };

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="off"
          aria-required
          placeholder="MM/DD/YYYY"
          maxLength={10}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => expand(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
      )}
    </Field>
  );
}
