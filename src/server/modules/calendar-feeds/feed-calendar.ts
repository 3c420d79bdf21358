import ical, { ICalCalendarMethod } from 'ical-generator';
import { shiftInstants } from '../../../shared/shift-instants.js';
import type { FeedShift } from './calendar-feeds.repository.js';

/** Calendar apps fetch a subscribed feed again after this long (they may wait longer). */
const REFRESH_SECONDS = 60 * 60;

export interface FeedContents {
  /** The calendar's name in the app that subscribes ('CoverDesk: Kim Soto'). */
  name: string;
  /** Whose feed: a guard sees the post as the title, a post's feed shows who covers it. */
  kind: 'guard' | 'location';
  shifts: readonly FeedShift[];
  /** The company's time zone (IANA), in which the office writes dates and times. */
  timeZone: string;
  /** The app's address: its host names the events (UID) and each links back to it. */
  publicUrl: string;
}

function title(kind: FeedContents['kind'], shift: FeedShift): string {
  if (kind === 'guard') return `${shift.locationName} (${shift.deptCode})`;
  return shift.assignedGuardName ? shift.assignedGuardName : 'Open shift';
}

function description(shift: FeedShift): string {
  return [
    `Post: ${shift.locationName} (${shift.deptCode})`,
    `Guard: ${shift.assignedGuardName ?? 'none yet (open)'}`,
    ...(shift.notes ? [`Notes: ${shift.notes}`] : []),
  ].join('\n');
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
    name: contents.name,
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
      location: `${shift.locationName} (${shift.deptCode})`,
    });
  }
  return calendar.toString();
}
