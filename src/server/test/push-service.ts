import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './self-signed-cert.js';

/** One POST the push service received. */
export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A browser's side of a subscription, made as a browser makes it: a P-256 key pair and a 16-byte
 * auth secret (RFC 8291). `keys` is what the browser hands to the server.
 */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: authSecret.toString('base64url') },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm Web Push message (RFC 8291 over RFC 8188) with the browser's private key
 * and auth secret, as the browser would; throws when anything does not add up.
 */
export function decryptPush(body: Buffer, browser: { ecdh: ECDH; authSecret: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('expected a single record');

  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = hkdf(browser.authSecret, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero or more padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID claims of an `Authorization: vapid t=…, k=…` header, once its signature checks out. */
export function verifyVapid(header: string | undefined): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${header ?? '(none)'}`);
  const [token, publicKey] = [match[1], match[2]];
  const [head = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { publicKey, claims };
}

export interface PushService {
  /** https://127.0.0.1:PORT — the origin endpoints start with. */
  origin: string;
  /** The certificate the app must trust to reach it. */
  cert: string;
  deliveries: PushDelivery[];
  /** The status the next requests are answered with (201 Created by default). */
  answerWith(status: number): void;
  /** Resolves once `count` deliveries have arrived in all. */
  waitForDeliveries(count: number): Promise<PushDelivery[]>;
  close(): Promise<void>;
}

/**
 * A push service on 127.0.0.1 over TLS (web-push speaks nothing else), recording each POST and
 * answering as a real one would: 201, or the status a test sets (404/410 for a gone device).
 */
export async function startPushService(): Promise<PushService> {
  const { cert, key } = selfSignedCertificate();
  const deliveries: PushDelivery[] = [];
  const waiters: (() => void)[] = [];
  let status = 201;
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(status).end(status >= 400 ? 'push service says no' : '');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `https://127.0.0.1:${String(port)}`,
    cert,
    deliveries,
    answerWith: (next) => (status = next),
    async waitForDeliveries(count) {
      while (deliveries.length < count) {
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
      return deliveries;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
