import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shiftsSupport, type TestGuard } from '../../test/shifts.js';
import { fetchFeedAs, parseFeed } from '../../test/calendar-feeds.js';

const today = localIsoDate(new Date());

describe("a post's calendar feed", () => {
  let t: TestApp;
  let kim: TestGuard;
  beforeAll(async () => {
    t = await createTestApp();
    kim = await shiftsSupport(t).guard('Kim', 'Soto');
  });
  afterAll(() => t.close());
  const fetchFeed = (url: string) => fetchFeedAs(t, url);

  it("gives admins and supervisors a post's feed: every request, open ones marked", async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'East Lot', deptCode: 'EL-2' });
    const open = await createCoverageRequest(db, { locationId: post.id, date: addDays(today, 2) });
    const covered = await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 2),
      startTime: '16:00',
      endTime: '23:00',
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
    const answer = await t.as('supervisor', 'GET', `/api/locations/${post.id}/calendar-feed`);
    expect(answer.statusCode).toBe(200);
    const url = answer.json<{ url: string }>().url;
    expect(url).toContain('/api/calendar/p.');
    const feed = parseFeed((await fetchFeed(url)).body);
    expect(feed.name).toBe('CoverDesk: East Lot (EL-2)');
    expect(feed.events.map((e) => [e.uid, e.summary])).toEqual([
      [`${open.id}.post@coverdesk.test`, 'Open shift'],
      [`${covered.id}.post@coverdesk.test`, 'Soto, Kim'],
    ]);
    expect(feed.events[0]?.description).toContain('Guard: none yet (open)');

    // The same address for the admin; a reset by either retires it.
    const admins = await t.as('admin', 'GET', `/api/locations/${post.id}/calendar-feed`);
    expect(admins.json<{ url: string }>().url).toBe(url);
    const reset = await t.as('admin', 'POST', `/api/locations/${post.id}/calendar-feed/reset`, {});
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect((await fetchFeed(reset.json<{ url: string }>().url)).statusCode).toBe(200);

    // Renaming the post shows in its feed at once (the feed's text is kept between fetches).
    const renamed = await t.as('admin', 'PATCH', `/api/locations/${post.id}`, {
      name: 'East Lot B',
      deptCode: 'EL-2',
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    const fresh = reset.json<{ url: string }>().url;
    const after = parseFeed((await fetchFeed(fresh)).body);
    expect(after.name).toBe('CoverDesk: East Lot B (EL-2)');
    expect(after.events[0]?.location).toBe('East Lot B (EL-2)');

    const missing = await t.as('admin', 'GET', '/api/locations/no-such-post/calendar-feed');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Location not found' });
  });

  it('writes every text escaped, so no name can add an event or a property (issue #29)', async () => {
    const db = t.app.database.db;
    // As rows stored before names refused control characters (or written around the API).
    const forged =
      'Dock\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:forged\r\nURL:https://evil.example\r\nEND:VEVENT';
    const post = await createLocation(db, { name: forged, deptCode: 'DK;1,\\x' });
    const request = await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 1),
      notes: 'Gate code 12\r\nBEGIN:VALARM\u0007',
      guardNote: 'Back gate; code 4,5 \\ ask\r\nBEGIN:VALARM\u0007',
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
    const answer = await t.as('admin', 'GET', `/api/locations/${post.id}/calendar-feed`);
    const body = (await fetchFeed(answer.json<{ url: string }>().url)).body;
    expect(body).not.toMatch(/^(UID:forged|URL:https:\/\/evil|BEGIN:VALARM)/m);
    expect(body.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(body.match(/^END:VCALENDAR/gm)).toHaveLength(1);
    const feed = parseFeed(body);
    // A line break is kept as RFC 5545 writes one in a text: '\n', read back as a newline.
    const read = forged.replaceAll('\r\n', '\n');
    // ical.js leaves an X- property's text as written: RFC 5545's escapes, all on one line.
    expect(feed.name).toBe(`CoverDesk: ${forged.replaceAll('\r\n', '\\n')} (DK\\;1\\,\\\\x)`);
    expect(feed.events.map((event) => event.uid)).toEqual([`${request.id}.post@coverdesk.test`]);
    expect(feed.events[0]?.location).toBe(`${read} (DK;1,\\x)`);
    expect(feed.events[0]?.description).toContain('Notes: Gate code 12\nBEGIN:VALARM ');
    const guardNote = 'Note for the guard: Back gate; code 4,5 \\ ask\nBEGIN:VALARM ';
    expect(feed.events[0]?.description).toContain(guardNote);

    // The guard's own feed escapes the note for the guard alike (issue #31), and has no notes.
    const mine = await t.request({
      method: 'GET',
      url: '/api/my/calendar-feed',
      cookie: kim.cookie,
    });
    const guardBody = (await fetchFeed(mine.json<{ url: string }>().url)).body;
    expect(guardBody).not.toMatch(/^(UID:forged|URL:https:\/\/evil|BEGIN:VALARM)/m);
    // As written, its long lines unfolded: RFC 5545's escapes of ';', ',', '\' and the break.
    expect(guardBody.replace(/\r\n[ \t]/g, '')).toContain(
      'Back gate\\; code 4\\,5 \\\\ ask\\nBEGIN:VALARM ',
    );
    const guardEvent = parseFeed(guardBody).events.find(({ uid }) => uid.startsWith(request.id));
    expect(guardEvent?.description).toContain(guardNote);
    expect(guardEvent?.description).not.toContain('Gate code 12');
  });
});
