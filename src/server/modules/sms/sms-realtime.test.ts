import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientPool } from '../../test/realtime-clients.js';
import { TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';
import type { ShiftsSupport } from '../../test/shifts.js';
import { smsTestApp, type SmsSupport } from '../../test/sms.js';

/** Issue #30: the office's open boards follow offers made and taken by text, live. */
describe('offers by text, live on the office’s board', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let sms: SmsSupport;
  let dana: TestUser;
  let close: () => Promise<void>;
  let baseUrl: string;
  const clients = clientPool(TEST_ORIGIN);
  beforeAll(async () => {
    ({ t, s, sms, dispatcher: dana, close } = await smsTestApp('Live'));
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => clients.closeAll());
  afterAll(() => close());

  it('hears an offer made by text alone, and the YES that takes it', async () => {
    const tess = await sms.guard('Tess', 'Live');
    const request = await s.openRequest(3);
    const board = await clients.open(baseUrl, dana);
    const ofRequest = (kind: string) => (event: { requestId: string; kind: string }) =>
      event.requestId === request.id && event.kind === kind;

    const since = board.mark();
    expect((await sms.offer(dana, request.id, [tess.guardId])).statusCode).toBe(200);
    expect(await board.next('shifts:changed', ofRequest('offered'), since)).toMatchObject({
      guardName: null,
    });

    const answered = board.mark();
    await sms.text(tess.phone, `YES ${await sms.code(request.id, tess.guardId)}`);
    expect(await board.next('shifts:changed', ofRequest('accepted'), answered)).toMatchObject({
      guardName: 'Tess Live',
    });
  });
});
