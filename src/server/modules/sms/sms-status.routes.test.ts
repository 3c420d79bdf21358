import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageHistory } from '../../../shared/audit.js';
import type { ShiftOffers } from '../../../shared/shift-offers.js';
import { dataDigest } from '../../test/data-digest.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { messageSid } from '../../test/twilio-webhooks.js';
import type { ShiftsSupport } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport } from '../../test/sms.js';

/** Issue #30: Twilio reports what became of each text; each offer shows it per channel. */
describe('POST /api/sms/status', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, s, sms, dispatcher: dana, close } = await smsTestApp('Status'));
  });
  afterAll(() => close());

  const offers = async (requestId: string) =>
    (
      await t.request({
        method: 'GET',
        url: `/api/coverage/${requestId}/offers`,
        cookie: dana.cookie,
      })
    ).json<ShiftOffers>().offers;

  it('keeps the latest status of a text, never going back, and shows it on the offer', async () => {
    const request = await s.openRequest(3);
    const tess = await sms.guard('Tess', 'Tracked');
    const fay = await sms.guard('Fay', 'Failed');
    await sms.offer(dana, request.id, [tess.guardId, fay.guardId]);
    const [tessText] = await sms.outbox(tess.phone);
    const [fayText] = await sms.outbox(fay.phone);
    const tessSid = await sms.sentId(tessText?.id ?? '');
    const faySid = await sms.sentId(fayText?.id ?? '');
    expect((await offers(request.id)).map((offer) => offer.deliveries)).toEqual([
      [{ channel: 'sms', state: 'sent' }],
      [{ channel: 'sms', state: 'sent' }],
    ]);

    for (const status of ['sent', 'delivered', 'sent']) {
      expect((await sms.status(tessSid, status)).statusCode).toBe(204);
    }
    await sms.status(faySid, 'undelivered', '30003');
    const rows = await t.app.database.db
      .selectFrom('outbox')
      .select(['providerId', 'delivery', 'lastError'])
      .where('providerId', 'in', [tessSid, faySid])
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { providerId: tessSid, delivery: 'delivered', lastError: null },
        {
          providerId: faySid,
          delivery: 'undelivered',
          lastError: 'The carrier reported undelivered (error 30003)',
        },
      ]),
    );
    const shown = await offers(request.id);
    expect(shown.find((offer) => offer.guardId === tess.guardId)?.deliveries).toEqual([
      { channel: 'sms', state: 'delivered' },
    ]);
    expect(shown.find((offer) => offer.guardId === fay.guardId)?.deliveries).toEqual([
      { channel: 'sms', state: 'failed' },
    ]);

    // The request's history carries each offer's deliveries too.
    const history = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/history`,
      cookie: dana.cookie,
    });
    expect(history.json<CoverageHistory>().offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          guardName: 'Tracked, Tess',
          deliveries: [{ channel: 'sms', state: 'delivered' }],
        }),
      ]),
    );
  });

  it('ignores a message it does not know, and refuses an unsigned report', async () => {
    const before = await dataDigest(t);
    expect((await sms.status(messageSid(), 'delivered')).statusCode).toBe(204);
    const unsigned = await sms.webhook(
      '/api/sms/status',
      { MessageSid: messageSid(), MessageStatus: 'failed' },
      'forged',
    );
    expect(unsigned.statusCode).toBe(403);
    expect(await dataDigest(t)).toBe(before);
  });
});
