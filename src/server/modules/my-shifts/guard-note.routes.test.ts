import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest } from '../../../shared/coverage-requests.js';
import type { MyShifts } from '../../../shared/my-shifts.js';
import { createLocation } from '../../test/builders.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { fetchFeedAs, parseFeed } from '../../test/calendar-feeds.js';
import { dayFromNow, type ShiftsSupport, type TestGuard } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport } from '../../test/sms.js';

/**
 * Issue #31: a request's notes are the office's; its note for the guard is what the guard is told.
 * Whatever reaches a guard (My Shifts, their calendar feed, the offer's text) holds the second
 * and never the first; the office sees both.
 */
describe('the note for the guard, and the office notes a guard never receives', () => {
  const OFFICE = 'Call-out: guard sick, bill the client double';
  const FOR_GUARD = 'Park at the back gate, ask for Sam';
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let dana: TestUser;
  let sam: TestUser;
  let kim: TestGuard;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, s, sms, dispatcher: dana, close } = await smsTestApp('Notes'));
    kim = await s.guard('Kim', 'Noted');
    // Dispatch offers shifts; a supervisor adds and edits requests (permissions.ts).
    sam = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Notes' });
  });
  afterAll(() => close());

  const myShifts = async () => {
    const response = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: kim.cookie });
    expect(response.statusCode).toBe(200);
    return { body: response.body, shifts: response.json<MyShifts>() };
  };

  const addRequest = async (values: Record<string, unknown>) => {
    const post = await createLocation(t.app.database.db, { name: 'Harbor Gate' });
    const response = await t.request({
      method: 'POST',
      url: '/api/coverage',
      cookie: sam.cookie,
      payload: {
        date: dayFromNow(3),
        startTime: '08:00',
        endTime: '16:00',
        locationId: post.id,
        ...values,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<CoverageRequest>();
  };

  it('keeps both notes for the office, each in its own field', async () => {
    const made = await addRequest({ notes: OFFICE, guardNote: ` ${FOR_GUARD} ` });
    expect(made).toMatchObject({ notes: OFFICE, guardNote: FOR_GUARD });
    const month = await t.request({
      method: 'GET',
      url: `/api/coverage?month=${made.date.slice(0, 7)}&locationId=${made.locationId}`,
      cookie: dana.cookie,
    });
    expect(month.json<CoverageRequest[]>()).toEqual([
      expect.objectContaining({ id: made.id, notes: OFFICE, guardNote: FOR_GUARD }),
    ]);
  });

  it('shows the guard their note on My Shifts, and the office notes nowhere', async () => {
    const made = await addRequest({
      assignedGuardId: kim.guardId,
      notes: OFFICE,
      guardNote: FOR_GUARD,
    });
    const { body, shifts } = await myShifts();
    expect(shifts.assigned).toContainEqual(
      expect.objectContaining({ requestId: made.id, guardNote: FOR_GUARD }),
    );
    expect(body).not.toContain(OFFICE);
    expect(body).not.toContain('"notes"');

    // An edit reaches the guard's page at once; the office notes still do not.
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/coverage/${made.id}`,
      cookie: sam.cookie,
      payload: { ...made, guardNote: 'Use the side door', notes: `${OFFICE} (again)` },
    });
    expect(edited.statusCode).toBe(200);
    const after = await myShifts();
    expect(after.shifts.assigned).toContainEqual(
      expect.objectContaining({ requestId: made.id, guardNote: 'Use the side door' }),
    );
    expect(after.body).not.toContain(OFFICE);
  });

  it('puts the note in the guard’s calendar feed, and the office notes only in the post’s', async () => {
    const made = await addRequest({
      date: dayFromNow(4),
      assignedGuardId: kim.guardId,
      notes: OFFICE,
      guardNote: FOR_GUARD,
    });
    const mine = await t.request({
      method: 'GET',
      url: '/api/my/calendar-feed',
      cookie: kim.cookie,
    });
    const guardFeed = await fetchFeedAs(t, mine.json<{ url: string }>().url);
    expect(guardFeed.statusCode).toBe(200);
    expect(guardFeed.body).not.toContain('Call-out');
    const event = parseFeed(guardFeed.body).events.find(({ uid }) => uid.startsWith(made.id));
    expect(event?.description).toBe(
      `Post: Harbor Gate (${made.deptCode})\nGuard: Noted, Kim\nNote for the guard: ${FOR_GUARD}`,
    );

    const post = await t.request({
      method: 'GET',
      url: `/api/locations/${made.locationId}/calendar-feed`,
      cookie: sam.cookie,
    });
    const postFeed = await fetchFeedAs(t, post.json<{ url: string }>().url);
    const postEvent = parseFeed(postFeed.body).events.find(({ uid }) => uid.startsWith(made.id));
    expect(postEvent?.description).toContain(`Note for the guard: ${FOR_GUARD}`);
    expect(postEvent?.description).toContain(`Notes: ${OFFICE}`);
  });

  it('offers the shift with the note, in the app and in the text, never the office notes', async () => {
    const open = await addRequest({ date: dayFromNow(5), notes: OFFICE, guardNote: FOR_GUARD });
    const tess = await sms.guard('Tess', 'Noted');
    const sent = await sms.offer(dana, open.id, [kim.guardId, tess.guardId]);
    expect(sent.statusCode).toBe(200);

    const { body, shifts } = await myShifts();
    expect(shifts.offers).toContainEqual(
      expect.objectContaining({ requestId: open.id, status: 'pending', guardNote: FOR_GUARD }),
    );
    expect(body).not.toContain(OFFICE);

    const [text] = await sms.outbox(tess.phone);
    const code = await sms.code(open.id, tess.guardId);
    expect(text?.body).toContain(`at Harbor Gate. Note: ${FOR_GUARD}. Reply YES ${code}`);
    expect(text?.body).not.toContain('Call-out');
    expect(text?.body.length).toBeLessThanOrEqual(160);
  });

  it('keeps the note when an edit leaves it out (an app from before), and clears it when emptied', async () => {
    const made = await addRequest({ date: dayFromNow(6), notes: OFFICE, guardNote: FOR_GUARD });
    // What the edit dialog sent before issue #31: no guardNote.
    const older = {
      date: made.date,
      endTime: made.endTime,
      locationId: made.locationId,
      assignedGuardId: made.assignedGuardId,
      notes: made.notes,
      version: made.version,
    };
    const edit = (body: object) =>
      t.request({
        method: 'PATCH',
        url: `/api/coverage/${made.id}`,
        cookie: sam.cookie,
        payload: body,
      });

    const kept = await edit({ ...older, startTime: '09:00' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<CoverageRequest>()).toMatchObject({
      startTime: '09:00',
      guardNote: FOR_GUARD,
    });

    const cleared = await edit({ ...older, startTime: '09:00', guardNote: '  ', version: 2 });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<CoverageRequest>()).toMatchObject({ guardNote: null, version: 3 });
  });

  it('refuses a note for the guard longer than a phone screen should hold', async () => {
    const post = await createLocation(t.app.database.db, { name: 'Long Note Gate' });
    const response = await t.request({
      method: 'POST',
      url: '/api/coverage',
      cookie: sam.cookie,
      payload: {
        date: dayFromNow(3),
        startTime: '08:00',
        endTime: '16:00',
        locationId: post.id,
        guardNote: 'x'.repeat(501),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(
      'Note for the guard can be at most 500 characters',
    );
  });

  it('gives every shift of a repeating request the note, and carries an edit to the later ones', async () => {
    const post = await createLocation(t.app.database.db, { name: 'Series Gate' });
    const first = dayFromNow(7);
    const made = await t.request({
      method: 'POST',
      url: '/api/coverage/series',
      cookie: sam.cookie,
      payload: {
        date: first,
        startTime: '08:00',
        endTime: '16:00',
        locationId: post.id,
        assignedGuardId: kim.guardId,
        notes: OFFICE,
        guardNote: FOR_GUARD,
        repeat: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until: dayFromNow(9) },
      },
    });
    expect(made.statusCode).toBe(201);
    const series = await t.app.database.db
      .selectFrom('coverageRequests')
      .select(['id', 'date', 'guardNote', 'version'])
      .where('locationId', '=', post.id)
      .orderBy('date')
      .execute();
    expect(series.map((row) => row.guardNote)).toEqual([FOR_GUARD, FOR_GUARD, FOR_GUARD]);

    const [firstRow] = series;
    const following = await t.request({
      method: 'PATCH',
      url: `/api/coverage/${firstRow?.id ?? ''}/following`,
      cookie: sam.cookie,
      payload: {
        date: first,
        startTime: '08:00',
        endTime: '16:00',
        locationId: post.id,
        assignedGuardId: kim.guardId,
        notes: OFFICE,
        guardNote: 'Bring the radio',
        version: firstRow?.version ?? 1,
      },
    });
    expect(following.statusCode).toBe(200);
    const { body, shifts } = await myShifts();
    const mine = shifts.assigned.filter((shift) =>
      series.some((row) => row.id === shift.requestId),
    );
    expect(mine.map((shift) => shift.guardNote)).toEqual([
      'Bring the radio',
      'Bring the radio',
      'Bring the radio',
    ]);
    expect(body).not.toContain(OFFICE);
  });
});
