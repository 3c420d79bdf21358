import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from '../../../shared/calendar-feeds.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { fetchFeedAs, parseFeed } from '../../test/calendar-feeds.js';
import { shiftsSupport, type TestGuard } from '../../test/shifts.js';

/** The company's zone in these tests: not the machine's, and with daylight saving. */
const ZONE = 'America/New_York';
const today = localIsoDate(new Date());

describe('calendar feeds', () => {
  let t: TestApp;
  let s: ReturnType<typeof shiftsSupport>;
  let kim: TestGuard;
  beforeAll(async () => {
    t = await createTestApp({ TZ: ZONE });
    s = shiftsSupport(t);
    kim = await s.guard('Kim', 'Soto');
  });
  afterAll(() => t.close());

  const fetchFeed = (url: string) => fetchFeedAs(t, url);
  const myFeedUrl = async (guard: TestGuard) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/my/calendar-feed',
      cookie: guard.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ url: string }>().url;
  };

  it("gives a guard their own shifts, in the company's time zone, and nobody else's", async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'North Gate', deptCode: 'NG-7' });
    const guard = { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' };
    const day = await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 3),
      startTime: '08:00',
      endTime: '16:00',
      guard,
      notes: 'Call-out: Lee sick, bill double',
      guardNote: 'Radio at the desk; badge, keys',
    });
    const night = await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 4),
      startTime: '22:00',
      endTime: '06:00',
      guard,
    });
    const untimed = await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 5),
      startTime: null,
      endTime: null,
      guard,
    });
    // Not Kim's, or outside the feed's span: not in it.
    await createCoverageRequest(db, { locationId: post.id, date: addDays(today, 3) });
    await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, -FEED_DAYS_BACK - 1),
      guard,
    });
    await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, FEED_DAYS_AHEAD + 1),
      guard,
    });

    const url = await myFeedUrl(kim);
    expect(url).toMatch(/^http:\/\/coverdesk\.test\/api\/calendar\/g\.[\w-]+\.[\w-]{43}\.ics$/);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('CoverDesk: Kim Soto');

    const wallClock = (date: string, time: string) =>
      new Date(new Date(`${date}T${time}:00Z`).getTime() + offsetMinutes(date, time) * 60_000);
    expect(feed.events).toEqual([
      {
        uid: `${day.id}@coverdesk.test`,
        summary: 'North Gate (NG-7)',
        // The note for the guard, never the office's own notes (issue #31).
        description:
          'Post: North Gate (NG-7)\nGuard: Soto, Kim\nNote for the guard: Radio at the desk; ' +
          'badge, keys',
        location: 'North Gate (NG-7)',
        sequence: 1,
        start: wallClock(day.date, '08:00').toISOString(),
        end: wallClock(day.date, '16:00').toISOString(),
        allDay: false,
      },
      expect.objectContaining({
        uid: `${night.id}@coverdesk.test`,
        start: wallClock(night.date, '22:00').toISOString(),
        end: wallClock(addDays(night.date, 1), '06:00').toISOString(),
      }),
      expect.objectContaining({
        uid: `${untimed.id}@coverdesk.test`,
        start: untimed.date,
        allDay: true,
      }),
    ]);
  });

  it('keeps an edited shift the same event, one sequence later', async () => {
    const post = await createLocation(t.app.database.db, { name: 'Dock', deptCode: 'DK-1' });
    const request = await createCoverageRequest(t.app.database.db, {
      locationId: post.id,
      date: addDays(today, 6),
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
    const url = await myFeedUrl(kim);
    const before = parseFeed((await fetchFeed(url)).body).events.find((e) =>
      e.uid.startsWith(request.id),
    );
    const edited = await t.as('supervisor', 'PATCH', `/api/coverage/${request.id}`, {
      date: request.date,
      startTime: '09:30',
      endTime: '17:30',
      locationId: post.id,
      assignedGuardId: kim.guardId,
      notes: 'Office only',
      guardNote: 'Moved',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    const after = parseFeed((await fetchFeed(url)).body).events.filter((e) =>
      e.uid.startsWith(request.id),
    );
    expect(after).toHaveLength(1);
    expect(after[0]?.uid).toBe(before?.uid);
    expect(after[0]?.sequence).toBe(2);
    expect(after[0]?.start).not.toBe(before?.start);
    expect(after[0]?.description).toContain('Note for the guard: Moved');
    expect(after[0]?.description).not.toContain('Office only');
  });

  it('answers a calendar app that already has the feed with 304, until it changes', async () => {
    const url = await myFeedUrl(kim);
    const first = await fetchFeed(url);
    const etag = String(first.headers.etag);
    // Weak: the same text goes gzipped to apps that take it, in other bytes.
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    const again = await t.request({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { origin: '', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const post = await createLocation(t.app.database.db, { name: 'Annex', deptCode: 'AX-1' });
    await createCoverageRequest(t.app.database.db, {
      locationId: post.id,
      date: addDays(today, 9),
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
    const changed = await t.request({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { origin: '', 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.body).events.map((e) => e.summary)).toContain('Annex (AX-1)');
  });

  it('retires the old address on reset, and with the account', async () => {
    const ana = await s.guard('Ana', 'Brown');
    const old = await myFeedUrl(ana);
    expect(await myFeedUrl(ana)).toBe(old);
    const reset = await t.request({
      method: 'POST',
      url: '/api/my/calendar-feed/reset',
      cookie: ana.cookie,
      payload: {},
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json<{ url: string }>().url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);

    // Tampered or malformed addresses are refused alike.
    const tampered = fresh.replace(
      /\.([\w-])([\w-]{42})\.ics$/,
      (_, c: string, rest: string) => `.${c === 'A' ? 'B' : 'A'}${rest}.ics`,
    );
    expect((await fetchFeed(tampered)).statusCode).toBe(404);
    expect((await fetchFeed(`${fresh}x`)).statusCode).toBe(404);

    // The account removed: the guard's feed ends with it.
    const removed = await t.as('admin', 'DELETE', `/api/users/${ana.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await fetchFeed(fresh)).statusCode).toBe(404);
  });
});

/** Minutes to add to a UTC reading of a New York wall-clock time to get its instant. */
function offsetMinutes(date: string, time: string): number {
  const guess = new Date(`${date}T${time}:00Z`);
  const shown = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hour12: false,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(guess);
  const part = (type: string) => Number(shown.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
  );
  return (guess.getTime() - local) / 60_000;
}
