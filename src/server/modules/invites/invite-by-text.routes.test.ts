import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXT_LINK_INTERVAL_MS } from '../../../shared/text-caps.js';
import { INVITE_NEEDS_EMAIL } from '../../../shared/invites.js';
import { INVITE_NEEDS_MOBILE, TEXTS_OFF, type TextedInvite } from '../../../shared/sms.js';
import { createGuard } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { nextPhone, smsTestApp, type SmsSupport } from '../../test/sms.js';

/** Issue #30: 'Text the link' beside 'Invite to CoverDesk'. */
describe('POST /api/guards/:id/invite/text', () => {
  let t: TestApp;
  let sms: SmsSupport;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, sms, close } = await smsTestApp('Inviter'));
  });
  afterAll(() => close());

  const guardWith = async (contactNumber: string | null, email: string | null = 'x') => {
    const guard = await createGuard(t.app.database.db, {
      firstName: 'Kim',
      lastName: 'Texted',
      email: email === 'x' ? `kim-${String(Math.random()).slice(2)}@example.com` : email,
    });
    await t.app.database.db
      .updateTable('guards')
      .set({ contactNumber })
      .where('id', '=', guard.id)
      .execute();
    return { ...guard, contactNumber };
  };
  const clock = (at: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  const textInvite = (guardId: string, who: 'supervisor' | 'admin' | 'dispatch' = 'supervisor') =>
    t.as(who, 'POST', `/api/guards/${guardId}/invite/text`, {});

  it('texts a new single-use link to the guard’s mobile number, in the link’s transaction', async () => {
    const phone = nextPhone();
    const guard = await guardWith(phone);
    const response = await textInvite(guard.id);
    expect(response.statusCode).toBe(200);
    const invite = response.json<TextedInvite>();
    expect(invite.link).toMatch(new RegExp(`^${TEST_ORIGIN}/invite/[A-Za-z0-9_-]{43}$`));
    expect(invite.textedTo).toMatch(/^\(201\) 555-\d{4}$/);
    const [text] = await sms.outbox(phone);
    expect(text?.body).toBe(
      'Bayview Security: Kim, you are invited to CoverDesk to see your shifts and take open ' +
        `ones. Set your password (link works once, for 7 days): ${invite.link}`,
    );
    const info = await t.request({
      method: 'GET',
      url: `/api/invites/${invite.link.slice(invite.link.lastIndexOf('/') + 1)}`,
    });
    expect(info.statusCode).toBe(200);
    // A second text, ten minutes on (issue #40), replaces the first link.
    clock(Date.now() + TEXT_LINK_INTERVAL_MS);
    const again = (await textInvite(guard.id)).json<TextedInvite>();
    expect(again.link).not.toBe(invite.link);
    const first = await t.request({
      method: 'GET',
      url: `/api/invites/${invite.link.slice(invite.link.lastIndexOf('/') + 1)}`,
    });
    expect(first.statusCode).toBe(404);
    const trail = await t.as('admin', 'GET', '/api/audit?entity=guard');
    expect(trail.json<{ entries: { action: string; after: object }[] }>().entries[0]).toMatchObject(
      { action: 'invite', after: { contactNumber: phone } },
    );
  });

  it('needs a mobile number that did not reply STOP, and an email; changes nothing otherwise', async () => {
    const noNumber = await guardWith(null);
    const oldNumber = await guardWith('555-0100');
    const noEmail = await guardWith(nextPhone(), null);
    const stopped = await guardWith(nextPhone());
    await sms.text(stopped.contactNumber ?? '', 'STOP');
    await t.account('dispatch');
    const before = await dataDigest(t);
    expect((await textInvite(noNumber.id)).json()).toMatchObject({ error: INVITE_NEEDS_MOBILE });
    expect((await textInvite(oldNumber.id)).json()).toMatchObject({ error: INVITE_NEEDS_MOBILE });
    expect((await textInvite(noEmail.id)).json()).toMatchObject({ error: INVITE_NEEDS_EMAIL });
    const refused = await textInvite(stopped.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/replied STOP/);
    expect((await textInvite(noNumber.id, 'dispatch')).statusCode).toBe(403);
    expect(await dataDigest(t)).toBe(before);
  });

  it('texts the link to one guard at most once in 10 minutes: a second is refused, saying when', async () => {
    const start = Date.now();
    clock(start);
    const phone = nextPhone();
    const guard = await guardWith(phone);
    expect((await textInvite(guard.id)).statusCode).toBe(200);
    clock(start + 2 * 60_000 + 5_000);
    await t.account('admin');
    const before = await dataDigest(t);
    const refused = await textInvite(guard.id, 'admin');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Kim Texted was texted the link 2 minutes ago: you can text it again in 8 minutes',
      code: 'TOO_MANY_REQUESTS',
      textAgainAt: new Date(start + TEXT_LINK_INTERVAL_MS).toISOString(),
    });
    // Nothing changed: no new link, no text, no trail entry.
    expect(await dataDigest(t)).toBe(before);
    expect(await sms.outbox(phone)).toHaveLength(1);
    clock(start + TEXT_LINK_INTERVAL_MS - 1);
    expect((await textInvite(guard.id)).json().error).toMatch(/again in 1 minute$/);
    clock(start + TEXT_LINK_INTERVAL_MS);
    expect((await textInvite(guard.id)).statusCode).toBe(200);
    expect(await sms.outbox(phone)).toHaveLength(2);
  });

  it('says so when a text cap holds the invitation back', async () => {
    const start = Date.now();
    clock(start);
    const phone = nextPhone();
    const guard = await guardWith(phone);
    const caps = (textsPerNumberPerDay: number) =>
      t.as('admin', 'PATCH', '/api/settings', { textsPerNumberPerDay });
    expect((await caps(1)).statusCode).toBe(200);
    try {
      expect((await textInvite(guard.id)).json<TextedInvite>().heldReason).toBeNull();
      clock(start + TEXT_LINK_INTERVAL_MS);
      const held = await textInvite(guard.id);
      expect(held.statusCode).toBe(200);
      expect(held.json<TextedInvite>().heldReason).toMatch(
        /^Held: \+1 201 555 \d{4} had 1 text in the last 24 hours \(cap 1\)$/,
      );
      expect((await sms.outbox(phone)).map((text) => text.status)).toContain('held');
    } finally {
      await caps(20);
    }
  });

  it('lets one of two links texted at once through', async () => {
    const guard = await guardWith(nextPhone());
    const answers = await Promise.all([textInvite(guard.id), textInvite(guard.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
  });
});

describe('inviting by text when texts are off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says texts are off', async () => {
    const guard = await createGuard(t.app.database.db, { email: 'off@example.com' });
    const response = await t.as('admin', 'POST', `/api/guards/${guard.id}/invite/text`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(TEXTS_OFF);
  });
});
