import ical, { ICalCalendarMethod } from 'ical-generator';
import { shiftInstants } from '../../../shared/shift-instants.js';
import type { FeedShift, PostFeedShift } from './calendar-feeds.repository.js';

/** Calendar apps fetch a subscribed feed again after this long (they may wait longer). */
const REFRESH_SECONDS = 60 * 60;

interface FeedHead {
  /** The calendar's name in the app that subscribes ('CoverDesk: Kim Soto'). */
  name: string;
  /** The company's time zone (IANA), in which the office writes dates and times. */
  timeZone: string;
  /** The app's address: its host names the events (UID) and each links back to it. */
  publicUrl: string;
}

/**
 * Whose feed: a guard sees the post as the title and the note for the guard, never the office's
 * notes (their shifts do not carry them, issue #31); a post's feed shows who covers it and both.
 */
export type FeedContents = FeedHead &
  (
    | { kind: 'guard'; shifts: readonly FeedShift[] }
    | { kind: 'location'; shifts: readonly PostFeedShift[] }
  );

/**
 * Text as RFC 5545 (3.3.11) allows it in a TEXT value, whatever the data holds: control
 * characters but line breaks (and HTAB, which ends up a space too) become spaces. ical-generator
 * escapes what it is given for events (backslash, ';', ',' and line breaks), so this is all
 * those need; the calendar's name it writes as given, so that one goes through `escapedText`.
 */
function plainText(text: string): string {
  // Every control character (Unicode Cc) but the two of a line break.
  return text.replace(/[^\P{Cc}\r\n]/gu, ' ');
}

/** A one-line TEXT value escaped as RFC 5545 says: every line break, ';', ',' and '\\'. */
export function escapedText(text: string): string {
  return plainText(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

const post = (shift: FeedShift) => plainText(`${shift.locationName} (${shift.deptCode})`);

function title(kind: FeedContents['kind'], shift: FeedShift): string {
  if (kind === 'guard') return post(shift);
  return shift.assignedGuardName ? plainText(shift.assignedGuardName) : 'Open shift';
}

/**
 * The event's text: the post, the guard, on a post's feed the notes (a guard's shifts have none
 * to give), and the note for the guard.
 */
function description(shift: FeedShift | PostFeedShift): string {
  const notes = 'notes' in shift ? shift.notes : null;
  return plainText(
    [
      `Post: ${shift.locationName} (${shift.deptCode})`,
      `Guard: ${shift.assignedGuardName ?? 'none yet (open)'}`,
      ...(notes ? [`Notes: ${notes}`] : []),
      ...(shift.guardNote ? [`Note for the guard: ${shift.guardNote}`] : []),
    ].join('\n'),
  );
}

/**
 * An RFC 5545 calendar of the shifts. Each event's UID is the request's (so an edit updates the
 * event where it is subscribed instead of adding another), its SEQUENCE the request's edit
 * version. Times are the instants the company's wall-clock times stand for, written in UTC: every
 * calendar app shows them in its own zone, and no VTIMEZONE rules can go stale.
 */
export function feedCalendar(contents: FeedContents): string {
  const host = new URL(contents.publicUrl).hostname;
  const calendar = ical({
    name: escapedText(contents.name),
    prodId: { company: 'CoverDesk', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: contents.timeZone }],
  });
  for (const shift of contents.shifts) {
    const times = shiftInstants(shift, contents.timeZone);
    const suffix = contents.kind === 'guard' ? '' : '.post';
    calendar.createEvent({
      id: `${shift.id}${suffix}@${host}`,
      sequence: shift.version,
      stamp: new Date(shift.updatedAt),
      created: new Date(shift.createdAt),
      lastModified: new Date(shift.updatedAt),
      ...(times.allDay
        ? { start: new Date(`${times.date}T00:00:00Z`), allDay: true, floating: true }
        : { start: times.start, end: times.end }),
      summary: title(contents.kind, shift),
      description: description(shift),
      location: post(shift),
    });
  }
  return calendar.toString();
}
