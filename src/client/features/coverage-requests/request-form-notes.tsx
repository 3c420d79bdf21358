import type { KeyboardEvent } from 'react';
import { GUARD_NOTE_MAX, NOTES_MAX } from '../../../shared/coverage-requests';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';

interface NoteFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
}

interface RequestFormNotesProps {
  ids: { notes: string; guardNote: string };
  notes: Omit<NoteFieldProps, 'id'>;
  guardNote: Omit<NoteFieldProps, 'id'>;
}

/** Enter saves like in the other fields; Shift+Enter starts a new line. */
function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * Notes (optional), the office's own, and beside them a Note for the guard (issue #31): what the
 * guard on the shift is told on My Shifts, in offers and in their calendar. Side by side from
 * tablet width, so that the form grows by no more than a line.
 */
export function RequestFormNotes({ ids, notes, guardNote }: RequestFormNotesProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={ids.notes} label="Notes" error={notes.error} hint="Never shown to the guard">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={NOTES_MAX}
            placeholder="e.g. call-out reason, who asked, billing"
            value={notes.value}
            onChange={(event) => notes.onChange(event.target.value)}
            onKeyDown={handleKeyDown}
          />
        )}
      </Field>
      <Field
        id={ids.guardNote}
        label="Note for the guard"
        error={guardNote.error}
        hint="The guard sees it on My Shifts, in offers and in their calendar"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={GUARD_NOTE_MAX}
            placeholder="e.g. park at the back gate, ask for Sam"
            value={guardNote.value}
            onChange={(event) => guardNote.onChange(event.target.value)}
            onKeyDown={handleKeyDown}
          />
        )}
      </Field>
      <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">
        Enter saves; Shift+Enter starts a new line.
      </p>
    </div>
  );
}
