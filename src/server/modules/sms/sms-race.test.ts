import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { messageSid } from '../../test/twilio-webhooks.js';
import type { ShiftsSupport } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport, type TextGuard } from '../../test/sms.js';

/** Issue #30: first accept wins by text as in the app, however many answer at once. */
describe('50 guards answering YES by text at once', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, s, sms, dispatcher: dana, close } = await smsTestApp('Race'));
  });
  afterAll(() => close());

  it('assigns exactly one, and tells the 49 others it was already taken', async () => {
    const request = await s.openRequest(2);
    const guards: TextGuard[] = [];
    for (let i = 0; i < 50; i += 1) guards.push(await sms.guard(`Racer${String(i)}`, 'Texter'));
    const sent = await sms.offer(
      dana,
      request.id,
      guards.map((guard) => guard.guardId),
    );
    expect(sent.statusCode).toBe(200);
    expect(await sms.outbox()).toHaveLength(50);
    const codes = await Promise.all(guards.map((guard) => sms.code(request.id, guard.guardId)));
    const sids = guards.map(() => messageSid());

    const answers = await Promise.all(
      guards.map((guard, index) => sms.text(guard.phone, `YES ${codes[index] ?? ''}`, sids[index])),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);

    const outcomes = await Promise.all(sids.map((sid) => sms.outcome(sid)));
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(49);
    const winner = guards[outcomes.indexOf('accepted')];
    expect((await s.stored(request.id)).assignedGuardId).toBe(winner?.guardId);
    expect((await s.actions(request.id)).filter((action) => action === 'accept-offer')).toEqual([
      'accept-offer',
    ]);

    // One reply each: the winner's shift in writing, 49 'already taken'.
    const replies = (await sms.outbox()).filter((text) => text.offerId === null);
    expect(replies).toHaveLength(50);
    expect(replies.filter((reply) => reply.body.includes('You have the shift'))).toEqual([
      expect.objectContaining({ to: winner?.phone }),
    ]);
    expect(replies.filter((reply) => reply.body.includes('was already taken'))).toHaveLength(49);
    const offers = await t.app.database.db
      .selectFrom('shiftOffers')
      .select('status')
      .where('requestId', '=', request.id)
      .execute();
    expect(offers.filter((offer) => offer.status === 'taken')).toHaveLength(49);
  }, 120_000);
});
