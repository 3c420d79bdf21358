import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, defaultPoolSize, loadConfig } from './config.js';

const vapid = webpush.generateVAPIDKeys();
// Keys given, so that nothing is written to ./data (the data folder on PostgreSQL).
const postgres = {
  DATABASE_URL: 'postgres://app@db.internal/coverdesk',
  AUTH_SECRET: 'x'.repeat(32),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};

describe('DATABASE_POOL_SIZE', () => {
  it('opens twice the cores in PostgreSQL connections by default, at least 4', () => {
    const config = loadConfig(postgres, null);
    expect(defaultPoolSize()).toBe(Math.max(4, 2 * availableParallelism()));
    expect(config.database).toEqual({
      kind: 'postgres',
      connectionString: postgres.DATABASE_URL,
      poolSize: defaultPoolSize(),
    });
  });

  it('takes the size it is given', () => {
    const config = loadConfig({ ...postgres, DATABASE_POOL_SIZE: '12' }, null);
    expect(config.database).toMatchObject({ kind: 'postgres', poolSize: 12 });
  });

  it.each(['0', '101', '2.5', 'ten'])('stops at start-up on %j, naming the variable', (size) => {
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: size }, null)).toThrow(ConfigError);
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: size }, null)).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to localhost on PORT, and says whether it was set (the API reference names it)', () => {
    expect(loadConfig({ ...postgres, PORT: '4100' }, null)).toMatchObject({
      publicUrl: 'http://localhost:4100',
      publicUrlSet: false,
    });
    expect(
      loadConfig({ ...postgres, PUBLIC_URL: 'https://cover.example.com/' }, null),
    ).toMatchObject({ publicUrl: 'https://cover.example.com', publicUrlSet: true });
  });
});

describe('VAPID keys (Web Push)', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  /** SQLite in a folder of its own: the data folder the keys are kept in. */
  function sqliteIn(): { env: Record<string, string>; dataDir: string } {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coverdesk-config-'));
    folders.push(dataDir);
    const env = { DATABASE_URL: `file:${dataDir}/app.db`, AUTH_SECRET: 'x'.repeat(32) };
    return { env, dataDir };
  }

  it('makes a pair on the first start, keeps it in the data folder (0600), reuses it', () => {
    const { env, dataDir } = sqliteIn();
    const first = loadConfig(env, null).notifications.vapid;
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(loadConfig(env, null).notifications.vapid).toEqual(first);
  });

  it('takes VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set', () => {
    const config = loadConfig(postgres, null);
    expect(config.notifications.vapid).toMatchObject(vapid);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: vapid.publicKey }, /set both, or neither/],
    [{ VAPID_PRIVATE_KEY: vapid.privateKey }, /set both, or neither/],
    [{ VAPID_PUBLIC_KEY: 'BAD', VAPID_PRIVATE_KEY: vapid.privateKey }, /VAPID_PUBLIC_KEY/],
    [{ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: 'x'.repeat(43) }, /VAPID_PRIVATE_KEY/],
    [
      {
        VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      },
      /is not the public key of VAPID_PRIVATE_KEY/,
    ],
  ])('stops at start-up on keys that do not make a pair: %j', (keys, message) => {
    const env = { DATABASE_URL: postgres.DATABASE_URL, AUTH_SECRET: postgres.AUTH_SECRET, ...keys };
    expect(() => loadConfig(env, null)).toThrow(ConfigError);
    expect(() => loadConfig(env, null)).toThrow(message);
  });

  it('stops with a clear message when the stored pair is damaged', () => {
    const { env, dataDir } = sqliteIn();
    writeFileSync(path.join(dataDir, 'vapid-keys.json'), '{"publicKey":"B"}');
    expect(() => loadConfig(env, null)).toThrow(/vapid-keys.json does not hold a VAPID key pair/);
  });
});

describe('VAPID_SUBJECT, SMTP_URL, MAIL_FROM, PUSH_ALLOW_LOOPBACK', () => {
  const notifications = (env: Record<string, string>) =>
    loadConfig({ ...postgres, ...env }, null).notifications;

  it('names the push service a contact: the admin, else an https PUBLIC_URL, else no-reply', () => {
    expect(notifications({ ADMIN_EMAIL: 'boss@example.com' }).vapid.subject).toBe(
      'mailto:boss@example.com',
    );
    expect(notifications({ PUBLIC_URL: 'https://cover.example.com/app' }).vapid.subject).toBe(
      'https://cover.example.com',
    );
    expect(notifications({ PUBLIC_URL: 'http://192.168.1.20:3000' }).vapid.subject).toBe(
      'mailto:no-reply@192.168.1.20',
    );
    expect(notifications({ VAPID_SUBJECT: 'mailto:ops@example.com' }).vapid.subject).toBe(
      'mailto:ops@example.com',
    );
    expect(() => notifications({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('sends e-mail only with SMTP_URL, from MAIL_FROM or no-reply at the public host', () => {
    expect(notifications({ PUBLIC_URL: 'https://cover.example.com' })).toMatchObject({
      smtpUrl: null,
      mailFrom: 'CoverDesk <no-reply@cover.example.com>',
    });
    const smtp = 'smtps://mailer:secret@smtp.example.com:465';
    expect(notifications({ SMTP_URL: smtp, MAIL_FROM: 'Ops <ops@example.com>' })).toMatchObject({
      smtpUrl: smtp,
      mailFrom: 'Ops <ops@example.com>',
    });
    expect(() => notifications({ SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => notifications({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => notifications({ MAIL_FROM: 'CoverDesk' })).toThrow(/MAIL_FROM/);
  });

  it('accepts push endpoints on this machine only when asked, and never in production', () => {
    expect(notifications({}).pushAllowLoopback).toBe(false);
    expect(notifications({ PUSH_ALLOW_LOOPBACK: 'true' }).pushAllowLoopback).toBe(true);
    expect(() => notifications({ PUSH_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' })).toThrow(
      /PUSH_ALLOW_LOOPBACK/,
    );
    expect(() => notifications({ PUSH_ALLOW_LOOPBACK: 'yes' })).toThrow(/PUSH_ALLOW_LOOPBACK/);
  });
});

describe("TZ, the company's time zone", () => {
  it("is the server's own zone when unset", () => {
    expect(loadConfig(postgres, null).timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('takes an IANA name, also in the POSIX form with a colon', () => {
    expect(loadConfig({ ...postgres, TZ: 'America/Chicago' }, null).timeZone).toBe(
      'America/Chicago',
    );
    expect(loadConfig({ ...postgres, TZ: ':Europe/Berlin' }, null).timeZone).toBe('Europe/Berlin');
  });

  it('refuses a name no time zone has', () => {
    expect(() => loadConfig({ ...postgres, TZ: 'Mars/Olympus' }, null)).toThrow(
      'TZ: must be a time zone name such as America/Chicago (IANA)',
    );
  });
});

describe("CALL_OUT_NOTICE_HOURS, the company's notice period", () => {
  it('is 4 hours unless set; 0 turns the warning off', () => {
    expect(loadConfig(postgres, null).callOutNoticeHours).toBe(4);
    expect(loadConfig({ ...postgres, CALL_OUT_NOTICE_HOURS: '0' }, null).callOutNoticeHours).toBe(
      0,
    );
  });

  it('refuses a period that is not whole hours within a week', () => {
    for (const bad of ['-1', '169', '2.5', 'soon']) {
      expect(() => loadConfig({ ...postgres, CALL_OUT_NOTICE_HOURS: bad }, null)).toThrow(
        ConfigError,
      );
    }
  });
});

describe('text messages (issue #30)', () => {
  const twilio = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'secret-token',
    TWILIO_FROM: '+15005550006',
  };

  it('are off without SMS_PROVIDER, with US numbers by default', () => {
    expect(loadConfig(postgres, null).sms).toEqual({
      provider: null,
      twilio: null,
      phoneRegion: 'US',
      companyName: 'CoverDesk',
      officePhone: null,
    });
  });

  it("go through Twilio's API, or a Twilio-compatible one", () => {
    expect(loadConfig({ ...postgres, ...twilio }, null).sms.twilio).toEqual({
      accountSid: twilio.TWILIO_ACCOUNT_SID,
      authToken: 'secret-token',
      from: '+15005550006',
      apiUrl: 'https://api.twilio.com',
    });
    const local = { ...postgres, ...twilio, TWILIO_API_URL: 'http://127.0.0.1:4555/' };
    expect(loadConfig(local, null).sms.twilio?.apiUrl).toBe('http://127.0.0.1:4555');
  });

  it('say what is missing or wrong', () => {
    expect(() => loadConfig({ ...postgres, ...twilio, TWILIO_FROM: undefined }, null)).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    expect(() => loadConfig({ ...postgres, ...twilio, TWILIO_FROM: '555-0100' }, null)).toThrow(
      'TWILIO_FROM: must be a number in E.164',
    );
    expect(() => loadConfig({ ...postgres, PHONE_REGION: 'XX' }, null)).toThrow('PHONE_REGION');
    const demo = { ...postgres, SMS_PROVIDER: 'sandbox', NODE_ENV: 'production' };
    expect(() => loadConfig(demo, null)).toThrow('sandbox is for demos');
  });
});
