import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invite } from '../../shared/invites.js';
import { createGuard } from '../test/builders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { redactedUrl } from './log-redaction.js';

describe('secret links stay out of the log (issue #29)', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'info' }, null, { logStream });
  });
  afterAll(() => t.close());

  it('writes every request line of a feed or an invitation without its secret', async () => {
    const feed = (await t.as('guard', 'GET', '/api/my/calendar-feed')).json<{ url: string }>();
    const feedPath = new URL(feed.url).pathname;
    const guard = await createGuard(t.app.database.db, { email: 'kim.log@example.com' });
    const invite = (
      await t.as('admin', 'POST', `/api/guards/${guard.id}/invite`, {})
    ).json<Invite>();
    const token = invite.link.slice(invite.link.lastIndexOf('/') + 1);
    const secrets = [feedPath.slice(feedPath.lastIndexOf('/') + 1), token];

    for (const url of [
      feedPath,
      `/API//Calendar/${secrets[0] ?? ''}?x=1`,
      `/api/invites/${token}`,
      `/invite/${token}`,
    ]) {
      await t.request({ method: 'GET', url, headers: { origin: '' } });
    }
    await t.request({
      method: 'POST',
      url: `/api/invites/${token}/accept`,
      payload: { password: 'x' },
    });

    const log = lines.join('');
    expect(log).toContain('"msg":"GET /api/calendar/[redacted] 200');
    expect(log).toContain('"msg":"POST /api/invites/[redacted]/accept 400');
    expect(log).toContain('"msg":"GET /invite/[redacted] 404');
    // One line per request, with the status and time as fields for a log collector.
    const inviteLines = log.split('\n').filter((line) => line.includes('/invites/[redacted]'));
    expect(inviteLines).toHaveLength(2);
    expect(JSON.parse(inviteLines[0] ?? '{}') as object).toMatchObject({ status: 200, level: 30 });
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('leaves other paths as they are', () => {
    expect(redactedUrl('/api/coverage?month=2026-11')).toBe('/api/coverage?month=2026-11');
    expect(redactedUrl('/api/invites')).toBe('/api/invites');
    expect(redactedUrl('/api/calendar/abc.ics?x=1')).toBe('/api/calendar/[redacted]?x=1');
  });
});
