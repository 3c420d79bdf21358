import { MessageSquareOff, PhoneOff, Users } from 'lucide-react';
import { localIsoDate } from '../../../shared/calendar';
import { formatDate } from '../../../shared/date-format';
import { Badge } from '../../components/ui/badge';
import type { NumberNote } from './numbers-api';

/** The day a moment fell on, in text: 'Sun, Nov 29'. */
const since = (iso: string) => formatDate(localIsoDate(new Date(iso)));

/**
 * A guard's number as texts see it (issue #30): one to fix (stored before numbers were checked,
 * with why beside it), one other guards have too (issue #40: texts from it answer for no one), or
 * one that replied STOP to our texts (no offers by text until START).
 */
export function NumberBadges({ note }: { note: NumberNote | undefined }) {
  if (!note) return null;
  return (
    <>
      {note.toFix ? (
        <Badge variant="warning" title={note.toFix.problem}>
          <PhoneOff aria-hidden="true" />
          Number needs fixing
        </Badge>
      ) : null}
      {note.sharedWith ? (
        <Badge variant="warning" title={`Also ${note.sharedWith.join(' and ')}'s number`}>
          <Users aria-hidden="true" />
          Shared number
        </Badge>
      ) : null}
      {note.optedOutSince ? (
        <Badge variant="outline" title={`Replied STOP on ${since(note.optedOutSince)}`}>
          <MessageSquareOff aria-hidden="true" />
          Texts stopped
        </Badge>
      ) : null}
    </>
  );
}

/** Under the name in the 'numbers to fix' view: the number as stored and what is wrong. */
export function NumberProblem({ note }: { note: NumberNote | undefined }) {
  if (!note?.toFix) return null;
  return (
    <p className="text-xs break-words text-muted-foreground">
      <span className="font-mono">{note.toFix.contactNumber}</span>: {note.toFix.problem}
    </p>
  );
}
