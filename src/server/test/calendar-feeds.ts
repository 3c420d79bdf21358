import ICAL from 'ical.js';
import type { TestApp } from './test-app.js';

/** Test support for the calendar-feed tests (not a test file itself). */

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  sequence: number;
  /** ISO instants for timed events; the date for all-day ones. */
  start: string;
  end: string | null;
  allDay: boolean;
}

/** Parses a feed with ical.js, a parser of its own (not the library that wrote it). */
export function parseFeed(body: string): { name: string; events: ParsedEvent[] } {
  const calendar = ICAL.Component.fromString(body);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const allDay = event.startDate.isDate;
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      sequence: event.sequence,
      start: allDay ? event.startDate.toString() : event.startDate.toJSDate().toISOString(),
      end: allDay ? null : event.endDate.toJSDate().toISOString(),
      allDay,
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

/** Fetches a feed's address as a calendar app would: no session, no origin. */
export function fetchFeedAs(t: TestApp, url: string) {
  return t.request({ method: 'GET', url: new URL(url).pathname, headers: { origin: '' } });
}
