import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, madeWithKey, pushSupport, type PushEnvironment } from './push';

const everything: PushEnvironment = {
  serviceWorker: true,
  pushManager: true,
  notification: true,
  standalone: undefined,
};

describe('pushSupport', () => {
  it('needs a service worker, the Push API and notifications', () => {
    expect(pushSupport(everything)).toBe('supported');
    expect(pushSupport({ ...everything, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...everything, serviceWorker: false })).toBe('unsupported');
    expect(pushSupport({ ...everything, notification: false })).toBe('unsupported');
  });

  it('sends iPhone and iPad Safari to the Home Screen app, where push works', () => {
    const safari = { ...everything, pushManager: false, notification: false };
    expect(pushSupport({ ...safari, standalone: false })).toBe('install-first');
    // The installed app on an iOS without web push: nothing to offer.
    expect(pushSupport({ ...safari, standalone: true })).toBe('unsupported');
    expect(pushSupport({ ...everything, standalone: true })).toBe('supported');
  });
});

describe('the VAPID key', () => {
  // The RFC 8292 example's public key, as servers hand it out (base64url, no padding).
  const key =
    'BA1Hxzyi1RUM1b5wjxsn7nGxAszw2u61m164i3MrAIxHF6YK5h4SDYic-dRuU_RCPCfA5aq9ojSwk5Y2EmClBPs';

  it('decodes base64url to the 65 bytes of an uncompressed P-256 point', () => {
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([0xfb, 0xff]);
  });

  it('tells a subscription made with this key from one made with older keys', () => {
    const made = base64UrlToBytes(key).buffer;
    expect(madeWithKey(made, key)).toBe(true);
    const other = base64UrlToBytes(key);
    other[64] = (other[64] ?? 0) ^ 1;
    expect(madeWithKey(other.buffer, key)).toBe(false);
    expect(madeWithKey(new ArrayBuffer(0), key)).toBe(false);
    expect(madeWithKey(null, key)).toBe(false);
  });
});
