import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('e-mail through SMTP_URL, to an SMTP server on 127.0.0.1', () => {
  let inbox: SmtpInbox;
  let t: TestApp;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const url = new URL(inbox.url);
    url.username = 'office';
    url.password = 'p@ss word';
    t = await createTestApp({
      SMTP_URL: url.toString(),
      MAIL_FROM: 'CoverDesk Office <office@coverdesk.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('sends the message: recipient, sender, subject and text as given', async () => {
    expect(t.app.notifications.mailConfigured).toBe(true);
    const text = [
      'Hello Avery,',
      '',
      'An open shift at North Gate: Fri 27 Nov, 08:00–16:00.',
      'Open CoverDesk to accept it: http://coverdesk.test/my-shifts#offer-1',
      '.',
      '.. a line that starts with dots, and a long one: ' + 'word '.repeat(40).trim(),
    ].join('\n');
    await t.app.notifications.mail({
      to: 'avery.stone@example.com',
      subject: 'New shift offer — North Gate, Fri 27 Nov',
      text,
    });

    const [mail] = await inbox.waitForMail(1);
    expect(mail?.to).toEqual(['avery.stone@example.com']);
    expect(mail?.from).toBe('office@coverdesk.test');
    expect(mail?.headers.get('from')).toBe('CoverDesk Office <office@coverdesk.test>');
    expect(mail?.headers.get('to')).toBe('avery.stone@example.com');
    expect(mail?.subject).toBe('New shift offer — North Gate, Fri 27 Nov');
    expect(mail?.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail?.text).toBe(text);
    expect(inbox.logins).toEqual([{ username: 'office', password: 'p@ss word' }]);
  });

  it('rejects with the reason when the SMTP server cannot be reached (the outbox retries)', async () => {
    const down = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${String(await freePort())}` });
    try {
      expect(down.app.notifications.mailConfigured).toBe(true);
      await expect(
        down.app.notifications.mail({ to: 'a@example.com', subject: 'Hi', text: 'Hello' }),
      ).rejects.toMatchObject({ code: 'ESOCKET' });
    } finally {
      await down.close();
    }
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no e-mail and says so', async () => {
    expect(t.app.notifications.mailConfigured).toBe(false);
    await expect(
      t.app.notifications.mail({ to: 'a@example.com', subject: 'Hi', text: 'Hello' }),
    ).rejects.toThrow('E-mail is off: SMTP_URL is not set');
  });
});
