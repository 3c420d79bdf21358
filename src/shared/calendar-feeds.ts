import { z } from 'zod';
import { addDays } from './calendar.js';

/**
 * Calendar feeds (issue #22): a secret iCalendar address per guard (their own shifts) and per
 * post (its requests), to subscribe to from Google Calendar, Outlook or Apple Calendar.
 */

/** A feed holds the shifts from eight weeks back to a year ahead of the server's today. */
export const FEED_DAYS_BACK = 56;
export const FEED_DAYS_AHEAD = 366;

/** GET and POST …/calendar-feed: the feed's secret address. */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** The kinds of feed: a guard's own shifts, or every request of a post. */
export type FeedKind = 'guard' | 'location';

/** A feed's token in its address: kind letter, subject id, then a 43-character HMAC. */
export const FEED_FILE_PATTERN = /^([gp])\.([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})\.ics$/;

/** The span of the feed's shifts around `today` (yyyy-MM-dd). */
export function feedRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}
