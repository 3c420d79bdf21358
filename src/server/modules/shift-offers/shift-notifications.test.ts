import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invite } from '../../../shared/invites.js';
import { createGuard } from '../../test/builders.js';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type PushService,
} from '../../test/push-service.js';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { shiftsSupport } from '../../test/shifts.js';

/**
 * Issue #21: what reaches a phone in a pocket. A push service and an SMTP server of the test's
 * own on 127.0.0.1, the app's real web-push and nodemailer between them.
 */
describe('offers, call-outs and invitations reach phones and mailboxes', () => {
  let t: TestApp;
  let s: ReturnType<typeof shiftsSupport>;
  let pushService: PushService;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    pushService = await startPushService();
    inbox = await startSmtpInbox();
    t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true', SMTP_URL: inbox.url }, null, {
      notificationOptions: { extraCa: pushService.cert },
    });
    s = shiftsSupport(t);
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
    await inbox.close();
  });

  /** A device of the account, subscribed as the browser does; its key opens what it receives. */
  async function device(who: TestUser) {
    const browser = browserKeys();
    const endpoint = `${pushService.origin}/push/${randomUUID()}`;
    const response = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie: who.cookie,
      payload: { endpoint, expirationTime: null, keys: browser.keys },
    });
    expect(response.statusCode).toBe(200);
    const path = new URL(endpoint).pathname;
    const mine = () => pushService.deliveries.filter((delivery) => delivery.path === path);
    return {
      /** The first `count` messages that arrived for this device, decrypted as the browser does. */
      async messages(count: number): Promise<{ title: string; body: string; url: string }[]> {
        while (mine().length < count) {
          await pushService.waitForDeliveries(pushService.deliveries.length + 1);
        }
        return mine()
          .slice(0, count)
          .map(
            (delivery) =>
              JSON.parse(decryptPush(delivery.body, browser)) as {
                title: string;
                body: string;
                url: string;
              },
          );
      },
    };
  }

  it('e-mails the invitation link when SMTP is set', async () => {
    const guard = await createGuard(t.app.database.db, {
      firstName: 'Kim',
      lastName: 'Mailed',
      email: 'kim.mailed@example.com',
    });
    const invited = await t.as('admin', 'POST', `/api/guards/${guard.id}/invite`, {});
    const { link, emailed } = invited.json<Invite>();
    expect(emailed).toBe(true);
    const [mail] = (await inbox.waitForMail(1)).filter((m) => m.to.includes(guard.email ?? ''));
    expect(mail?.subject).toBe('Your CoverDesk account');
    expect(mail?.text).toContain(link);
  });

  it('pushes and e-mails a new offer to the guard, and a call-out to the office', async () => {
    const kim = await s.guard('Kim', 'Pocket');
    const kimPhone = await device(kim);
    const dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    const danaPhone = await device(dana);
    const request = await s.openRequest(3);

    const mailsBefore = inbox.received.length;
    expect((await s.offer(dana, request.id, [kim])).statusCode).toBe(200);
    const [offered] = await kimPhone.messages(1);
    if (!offered) throw new Error('no offer pushed');
    expect(offered).toMatchObject({ title: 'Shift offered to you', url: '/my-shifts' });
    expect(offered.body).toMatch(/^North Gate · /);
    const [mail] = (await inbox.waitForMail(mailsBefore + 1)).slice(mailsBefore);
    expect(mail?.to).toEqual([kim.email]);
    expect(mail?.subject).toBe(`Shift offered: ${offered.body}`);

    const offerId = await s.offerId(request.id, kim);
    expect((await s.answer(kim, offerId, 'accept')).statusCode).toBe(200);
    const calledOut = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${request.id}/call-out`,
      cookie: kim.cookie,
      payload: { reason: 'Car broke down' },
    });
    expect(calledOut.statusCode).toBe(200);
    // The office hears that Kim took it, then that Kim cannot make it after all.
    const [took, cannot] = await danaPhone.messages(2);
    expect(took).toMatchObject({ title: 'Kim Pocket took a shift', url: '/open-shifts' });
    expect(cannot).toMatchObject({ title: "Kim Pocket can't make it", url: '/open-shifts' });
    expect(cannot?.body).toMatch(/Car broke down$/);
  });
});
