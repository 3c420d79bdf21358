import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxConversations, SandboxMessages } from '../../../shared/sms.js';
import { createGuard } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { shiftsSupport, type ShiftsSupport } from '../../test/shifts.js';
import { nextPhone } from '../../test/sms.js';

/**
 * Issue #30: the demo's sandbox (SMS_PROVIDER=sandbox). The outbox's sandbox provider keeps the
 * texts it 'sends' in sms_sandbox_messages; here they are written as it writes them, and an
 * admin answers as the guard through the same handling as Twilio's webhook.
 */
describe('the text message sandbox', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', COMPANY_NAME: 'Demo Guards' });
    s = shiftsSupport(t);
    dana = await t.signInAs('dispatch');
  });
  afterAll(() => t.close());

  /**
   * The queued texts, 'sent' by the outbox's sandbox provider: waited for when the app runs the
   * outbox worker; until it is merged, written here as the provider writes them.
   */
  async function deliverQueued() {
    const db = t.app.database.db;
    if (t.app.hasDecorator('outbox')) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const waiting = await db
          .selectFrom('outbox')
          .select('id')
          .where('channel', '=', 'sms')
          .where('status', 'in', ['pending', 'sending'])
          .execute();
        if (waiting.length === 0) return;
        if (Date.now() > deadline) throw new Error('the sandbox provider did not send the texts');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const queued = await db
      .selectFrom('outbox')
      .select(['id', 'payload', 'createdAt'])
      .where('channel', '=', 'sms')
      .where('status', '=', 'pending')
      .execute();
    for (const row of queued) {
      const { to, body } = JSON.parse(row.payload) as { to: string; body: string };
      await db
        .insertInto('smsSandboxMessages')
        .values({ id: randomUUID(), direction: 'out', phone: to, body, createdAt: row.createdAt })
        .execute();
      await db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', row.id).execute();
    }
  }

  it('is for admins only, and only while the sandbox is on', async () => {
    const answer = { phone: nextPhone(), body: 'HELP' };
    for (const role of ['none', 'user', 'customer', 'guard', 'dispatch', 'supervisor'] as const) {
      await t.account(role);
    }
    const before = await dataDigest(t);
    const refused = [
      'anonymous',
      'none',
      'user',
      'customer',
      'guard',
      'dispatch',
      'supervisor',
    ] as const;
    expect(await t.statuses(refused, 'GET', '/api/sms/sandbox/conversations')).toEqual({
      anonymous: 401,
      none: 403,
      user: 403,
      customer: 403,
      guard: 403,
      dispatch: 403,
      supervisor: 403,
    });
    expect(await t.statuses(refused, 'POST', '/api/sms/sandbox/messages', answer)).toEqual({
      anonymous: 401,
      none: 403,
      user: 403,
      customer: 403,
      guard: 403,
      dispatch: 403,
      supervisor: 403,
    });
    expect(await dataDigest(t)).toBe(before);
    // Twilio's webhooks are not served with the sandbox.
    const webhook = await t.app.inject({ method: 'POST', url: '/api/sms/inbound', payload: {} });
    expect(webhook.statusCode).toBe(403);
  });

  it("shows each guard's conversation, and the admin's answer as the guard takes the shift", async () => {
    const db = t.app.database.db;
    const phone = nextPhone();
    const guard = await createGuard(db, { firstName: 'Sandy', lastName: 'Box' });
    await db
      .updateTable('guards')
      .set({ contactNumber: phone })
      .where('id', '=', guard.id)
      .execute();
    const request = await s.openRequest(3);
    const offered = await t.request({
      method: 'POST',
      url: `/api/coverage/${request.id}/offers`,
      cookie: dana.cookie,
      payload: { guardIds: [guard.id] },
    });
    expect(offered.statusCode).toBe(200);
    await deliverQueued();

    const list = await t.as('admin', 'GET', '/api/sms/sandbox/conversations');
    expect(list.statusCode).toBe(200);
    const conversation = list
      .json<SandboxConversations>()
      .conversations.find((entry) => entry.phone === phone);
    expect(conversation).toMatchObject({
      display: `(201) 555-${phone.slice(-4)}`,
      guardNames: ['Box, Sandy'],
      optedOut: false,
      last: { direction: 'out' },
    });
    const code = /Reply YES (\d{4})/.exec(conversation?.last?.body ?? '')?.[1];
    expect(code).toBeDefined();

    const answered = await t.as('admin', 'POST', '/api/sms/sandbox/messages', {
      phone,
      body: `YES ${code ?? ''}`,
    });
    expect(answered.json()).toEqual({ outcome: 'accepted' });
    expect((await s.stored(request.id)).assignedGuardId).toBe(guard.id);
    await deliverQueued();
    const thread = await t.as(
      'admin',
      'GET',
      `/api/sms/sandbox/messages?phone=${encodeURIComponent(phone)}`,
    );
    const messages = thread.json<SandboxMessages>().messages;
    expect(messages.map((message) => message.direction)).toEqual(['out', 'in', 'out']);
    expect(messages[1]?.body).toBe(`YES ${code ?? ''}`);
    expect(messages[2]?.body).toMatch(/^Demo Guards: You have the shift at /);

    const stop = await t.as('admin', 'POST', '/api/sms/sandbox/messages', { phone, body: 'STOP' });
    expect(stop.json()).toEqual({ outcome: 'opted-out' });
    const after = (
      await t.as('admin', 'GET', '/api/sms/sandbox/conversations')
    ).json<SandboxConversations>();
    expect(after.conversations.find((entry) => entry.phone === phone)?.optedOut).toBe(true);
  });

  it('refuses an empty answer or a number not in E.164', async () => {
    const before = await dataDigest(t);
    const empty = await t.as('admin', 'POST', '/api/sms/sandbox/messages', {
      phone: nextPhone(),
      body: '   ',
    });
    expect(empty.json()).toMatchObject({ error: 'Type the answer' });
    const local = await t.as('admin', 'POST', '/api/sms/sandbox/messages', {
      phone: '201-555-0100',
      body: 'YES',
    });
    expect(local.statusCode).toBe(400);
    expect(await dataDigest(t)).toBe(before);
  });
});
