import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkedLookup, endpointProblem, isAllowedAddress } from './push-endpoint.js';

describe('which push endpoints the server posts to (SSRF)', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b-x',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAB',
    'https://web.push.apple.com/QGm3Vn',
    'https://fcm.googleapis.com:443/fcm/send/x',
    'https://8.8.8.8/push',
    'https://[2606:4700::1111]/push',
  ])('accepts the public https endpoint %s', (endpoint) => {
    expect(endpointProblem(endpoint, false)).toBeNull();
  });

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'must be an https: URL'],
    ['ftp://fcm.googleapis.com/x', 'must be an https: URL'],
    ['not a url', 'is not a URL'],
    ['https://user:secret@fcm.googleapis.com/x', 'must not carry a user name or password'],
    ['https://fcm.googleapis.com:8443/x', 'must use the default https port'],
    ['https://127.0.0.1/x', 'must not point at this server'],
    ['https://127.1/x', 'must not point at this server'],
    ['https://2130706433/x', 'must not point at this server'],
    ['https://0x7f.0.0.1/x', 'must not point at this server'],
    ['https://localhost/x', 'must not point at this server'],
    ['https://LOCALHOST./x', 'must not point at this server'],
    ['https://push.localhost/x', 'must not point at this server'],
    ['https://[::1]/x', 'must not point at this server'],
    ['https://0.0.0.0/x', 'must not point at a private network'],
    ['https://10.1.2.3/x', 'must not point at a private network'],
    ['https://172.16.0.9/x', 'must not point at a private network'],
    ['https://192.168.1.1/x', 'must not point at a private network'],
    ['https://169.254.169.254/latest/meta-data', 'must not point at a private network'],
    ['https://100.64.0.1/x', 'must not point at a private network'],
    ['https://[fd00::1]/x', 'must not point at a private network'],
    ['https://[fe80::1]/x', 'must not point at a private network'],
    ['https://[::ffff:127.0.0.1]/x', 'must not point at this server'],
    ['https://[::ffff:10.0.0.1]/x', 'must not point at a private network'],
    ['https://[64:ff9b::a00:1]/x', 'must not point at a private network'],
    ['https://intranet/x', 'must name a public host'],
    ['https://[::7f00:1]/x', 'must not point at this server'],
    ['https://[::ffff:0:7f00:1]/x', 'must not point at this server'],
    ['https://[::127.0.0.1]/x', 'must not point at this server'],
    ['https://[::a00:1]/x', 'must not point at a private network'],
    ['https://[::808:808]/x', 'must not point at a private network'],
    ['https://[::ffff:0:808:808]/x', 'must not point at a private network'],
    ['https://[::]/x', 'must not point at a private network'],
    ['https://localhost../x', 'must name a public host'],
    ['https://push..example.com/x', 'must name a public host'],
    ['https://localhost.../x', 'must name a public host'],
  ])('refuses %s: %s', (endpoint, problem) => {
    expect(endpointProblem(endpoint, false)).toBe(problem);
  });

  it('accepts this machine on any port only with PUSH_ALLOW_LOOPBACK, and nothing else private', () => {
    expect(endpointProblem('https://127.0.0.1:4443/push/1', true)).toBeNull();
    expect(endpointProblem('https://localhost:4443/push/1', true)).toBeNull();
    expect(endpointProblem('https://[::1]:4443/push/1', true)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4443/push/1', true)).toBe('must be an https: URL');
    expect(endpointProblem('https://10.0.0.1/push/1', true)).toBe(
      'must not point at a private network',
    );
    expect(isAllowedAddress('192.168.0.1', true)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('142.250.74.10', false)).toBe(true);
    expect(isAllowedAddress('::ffff:10.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('2a00:1450:4001::200e', false)).toBe(true);
    expect(isAllowedAddress('not an address', true)).toBe(false);
  });
});

describe('the push requests’ DNS lookup', () => {
  const resolve = (allowLoopback: boolean, all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>(
      (done) => {
        checkedLookup(allowLoopback)('localhost', { all }, (error, address) =>
          done({ error, address }),
        );
      },
    );

  it('refuses a name that resolves to a refused address, on the connection itself', async () => {
    const { error } = await resolve(false, false);
    expect(error?.code).toBe('EPUSHADDRESS');
  });

  it('answers as dns.lookup does when every address is allowed', async () => {
    const one = await resolve(true, false);
    expect(one.error).toBeNull();
    expect(['127.0.0.1', '::1']).toContain(one.address);
    const all = await resolve(true, true);
    expect(Array.isArray(all.address) && all.address.length > 0).toBe(true);
  });
});
