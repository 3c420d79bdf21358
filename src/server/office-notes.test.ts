import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageRequest } from '../shared/coverage-requests.js';
import type { MyShifts } from '../shared/my-shifts.js';
import { can } from '../shared/permissions.js';
import { ACCESS_MATRIX, type Access, type MatrixFixtures } from './test/authorization-matrix.js';
import { fetchFeedAs } from './test/calendar-feeds.js';
import { clientPool, type TestClient } from './test/realtime-clients.js';
import { dayFromNow } from './test/shifts.js';
import { startSmtpInbox, type SmtpInbox } from './test/smtp-inbox.js';
import { nextPhone, smsSupport, type SmsSupport } from './test/sms.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from './test/test-app.js';
import { startTwilioServer, type TwilioServer } from './test/twilio-server.js';

/** Routes a guard's session may call, that is every session's and those of a permission guards hold. */
const forGuards = (access: Access) =>
  access === 'signed-in' || (access !== 'public' && can('guard', access));

/**
 * Issue #31: a request's notes are the office's own ('Call-out: guard sick' on the guard's own
 * shift); its note for the guard is what the guard is told. A guard's whole story — a shift given
 * them, offers in the app, by push, e-mail and text, answered in the app and by text, an offer
 * ended by an edit, one withdrawn, a call-out, a repeating shift — and then every route a guard's
 * session may call, with every request in the database holding the office's notes: nothing that
 * reaches the guard (answers, their calendar feed, live events, texts, e-mails, the outbox) holds
 * them, while the note for the guard arrives where it should.
 */
describe('the office’s notes never reach a guard', () => {
  const OFFICE = 'Call-out: guard sick, office-only-9d41';
  const FOR_GUARD = 'Park at the back gate';
  let t: TestApp;
  let twilio: TwilioServer;
  let inbox: SmtpInbox;
  let sms: SmsSupport;
  let fixtures: MatrixFixtures;
  let kim: TestUser;
  let kimGuardId: string;
  let kimPhone: string;
  let socket: TestClient;
  const clients = clientPool(TEST_ORIGIN);
  /** Every answer the guard's session got, by route. */
  const answers = new Map<string, string>();

  beforeAll(async () => {
    twilio = await startTwilioServer();
    inbox = await startSmtpInbox();
    t = await createTestApp({ ...twilio.env(), SMTP_URL: inbox.url, COMPANY_NAME: 'Bayview' });
    sms = smsSupport(t, twilio);
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fixtures = await ACCESS_MATRIX.fixtures(t);
    // The matrix's guard: `t.as('guard', …)` is this account, with a mobile number.
    kim = await t.account('guard');
    kimPhone = nextPhone();
    const row = await t.app.database.db
      .updateTable('guards')
      .set({ contactNumber: kimPhone })
      .where('accountId', '=', kim.id)
      .returning('id')
      .executeTakeFirstOrThrow();
    kimGuardId = row.id;
    socket = await clients.open(baseUrl, kim);
  });
  afterAll(async () => {
    clients.closeAll();
    await t.close();
    await twilio.close();
    await inbox.close();
  });

  const asGuard = async (label: string, call: Parameters<TestApp['request']>[0]) => {
    const response = await t.request({ cookie: kim.cookie, ...call });
    answers.set(label, response.body);
    return response;
  };

  /** A request the supervisor adds, `days` on, with both notes. */
  const addRequest = async (days: number, values: object = {}) => {
    const response = await t.as('supervisor', 'POST', '/api/coverage', {
      date: dayFromNow(days),
      startTime: '08:00',
      endTime: '16:00',
      locationId: fixtures.locationId,
      notes: OFFICE,
      guardNote: FOR_GUARD,
      ...values,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CoverageRequest>();
  };

  /** An open request with both notes, offered to Kim by dispatch. */
  const offered = async (days: number) => {
    const request = await addRequest(days);
    const sent = await t.as('dispatch', 'POST', `/api/coverage/${request.id}/offers`, {
      guardIds: [kimGuardId],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return request;
  };

  /** The texts Twilio received for `phone`, once there are `count` (5 s at most). */
  const textsTo = async (phone: string, count: number) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const texts = twilio.messages.filter((text) => text.to === phone);
      if (texts.length >= count || Date.now() > deadline) return texts;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const offerId = async (requestId: string) =>
    (
      await t.app.database.db
        .selectFrom('shiftOffers')
        .select('id')
        .where('requestId', '=', requestId)
        .where('guardId', '=', kimGuardId)
        .executeTakeFirstOrThrow()
    ).id;

  it('lives a guard’s story with both notes on every shift', async () => {
    const given = await addRequest(3, { assignedGuardId: kimGuardId });

    const taken = await offered(4);
    expect(await sms.textTo(kimPhone, /open shift/)).toContain(`Note: ${FOR_GUARD}.`);
    const accepted = await asGuard('accept in the app', {
      method: 'POST',
      url: `/api/offers/${await offerId(taken.id)}/accept`,
      payload: {},
    });
    expect(accepted.statusCode).toBe(200);

    const declined = await offered(5);
    await sms.text(kimPhone, `NO ${await sms.code(declined.id, kimGuardId)}`);
    await sms.textTo(kimPhone, /pass on/);

    const yes = await offered(6);
    await sms.text(kimPhone, `YES ${await sms.code(yes.id, kimGuardId)}`);
    await sms.textTo(kimPhone, /You have the shift/);

    const edited = await offered(7);
    const moved = await t.as('supervisor', 'PATCH', `/api/coverage/${edited.id}`, {
      date: edited.date,
      startTime: '09:00',
      endTime: '17:00',
      locationId: edited.locationId,
      notes: `${OFFICE} (moved)`,
      guardNote: FOR_GUARD,
      version: edited.version,
    });
    expect(moved.statusCode).toBe(200);

    const withdrawn = await offered(8);
    const gone = await t.as('dispatch', 'DELETE', `/api/offers/${await offerId(withdrawn.id)}`);
    expect(gone.statusCode).toBe(204);

    const calledOut = await asGuard('call out', {
      method: 'POST',
      url: `/api/my/shifts/${given.id}/call-out`,
      payload: { reason: 'sick' },
    });
    expect(calledOut.statusCode, calledOut.body).toBe(200);

    const series = await t.as('supervisor', 'POST', '/api/coverage/series', {
      date: dayFromNow(10),
      startTime: '08:00',
      endTime: '16:00',
      locationId: fixtures.locationId,
      assignedGuardId: kimGuardId,
      notes: OFFICE,
      guardNote: FOR_GUARD,
      repeat: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until: dayFromNow(12) },
    });
    expect(series.statusCode, series.body).toBe(201);

    const mine = await asGuard('my shifts', { method: 'GET', url: '/api/my/shifts' });
    const page = mine.json<MyShifts>();
    expect(page.assigned.length).toBeGreaterThanOrEqual(5);
    expect(page.assigned.every((shift) => shift.guardNote === FOR_GUARD)).toBe(true);
    expect(page.offers.length).toBeGreaterThanOrEqual(3);
    expect(page.offers.every((offer) => offer.guardNote === FOR_GUARD)).toBe(true);

    // The office sees its notes: they are there to leak.
    const month = await t.as(
      'dispatch',
      'GET',
      `/api/coverage?month=${given.date.slice(0, 7)}&locationId=${fixtures.locationId}`,
    );
    expect(month.body).toContain(OFFICE);
  });

  it('answers every route a guard may call without them', async () => {
    const routes = Object.entries(ACCESS_MATRIX.routes).filter(([, route]) =>
      forGuards(route.access),
    );
    expect(routes.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'GET /api/my/shifts',
        'GET /api/my/calendar-feed',
        'POST /api/offers/:id/accept',
        'POST /api/offers/:id/decline',
        'POST /api/my/shifts/:requestId/call-out',
        'GET /api/me',
        'GET /api/conversations',
      ]),
    );
    const db = t.app.database.db;
    for (const [key, route] of routes) {
      const call = await route.call('guard', fixtures);
      // Whatever the call made (an offer's request, a shift to call out of) has them too.
      await db.updateTable('coverageRequests').set({ notes: OFFICE }).execute();
      const response = await asGuard(key, { ...call, cookie: call.cookie ?? kim.cookie });
      expect(response.statusCode, `${key}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
    }

    const feed = await asGuard('calendar feed address', {
      method: 'GET',
      url: '/api/my/calendar-feed',
    });
    const calendar = await fetchFeedAs(t, feed.json<{ url: string }>().url);
    expect(calendar.statusCode).toBe(200);
    // Its long lines unfolded (RFC 5545 folds at 75 octets), so no word hides across a fold.
    const unfolded = calendar.body.replace(/\r\n[ \t]/g, '');
    answers.set('calendar feed', unfolded);
    expect(unfolded).toContain(`Note for the guard: ${FOR_GUARD}`);

    expect(answers.size).toBeGreaterThan(15);
    for (const [label, body] of answers) {
      expect(body.includes('office-only'), `${label}: ${body.slice(0, 300)}`).toBe(false);
    }
  });

  it('sends them in no text, e-mail, push or live event', async () => {
    // Five offers and two replies, sent by the outbox's worker as it gets to them.
    const texts = await textsTo(kimPhone, 7);
    const mails = (await inbox.waitForMail(5)).filter((mail) => mail.to.includes(kim.email));
    expect(mails.length).toBeGreaterThanOrEqual(5);
    expect(mails[0]?.text).toContain(`Note from the office: ${FOR_GUARD}`);
    const outbox = await t.app.database.db.selectFrom('outbox').select('payload').execute();
    expect(texts).toHaveLength(7);
    expect(outbox.length).toBeGreaterThan(texts.length);
    expect(socket.all('shifts:changed').length).toBeGreaterThanOrEqual(4);

    const sent = [
      ...texts.map((text) => text.body),
      ...mails.map((mail) => `${mail.subject}\n${mail.text}`),
      ...outbox.map((row) => row.payload),
      ...socket.received.map((event) => JSON.stringify(event.payload)),
    ];
    for (const body of sent) expect(body).not.toContain('office-only');
  });
});
