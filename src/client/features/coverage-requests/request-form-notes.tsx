import type { KeyboardEvent } from 'react';
import { NOTES_MAX } from '../../../shared/coverage-requests';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';

interface RequestFormNotesProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}

/** Notes (optional). Enter saves like in the other fields; Shift+Enter starts a new line. */
export function RequestFormNotes({ id, value, error, onChange }: RequestFormNotesProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <Field id={id} label="Notes" error={error} hint="Shift+Enter starts a new line">
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          maxLength={NOTES_MAX}
          placeholder="e.g. call out, post orders, contact on site"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
        />
      )}
    </Field>
  );
}
