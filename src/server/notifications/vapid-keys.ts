import { createECDH, randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/** The server's VAPID key pair (RFC 8292), both base64url: a P-256 point and its private key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** True for a base64url uncompressed P-256 public key (65 bytes, starting with 4). */
export function isVapidPublicKey(value: string): boolean {
  if (!BASE64URL.test(value)) return false;
  const bytes = Buffer.from(value, 'base64url');
  return bytes.length === 65 && bytes[0] === 4;
}

/** True for a base64url P-256 private key (32 bytes). */
export function isVapidPrivateKey(value: string): boolean {
  return BASE64URL.test(value) && Buffer.from(value, 'base64url').length === 32;
}

/** True when the public key is the one the private key makes (a pair, not two halves of two). */
export function isVapidPair({ publicKey, privateKey }: VapidKeys): boolean {
  if (!isVapidPublicKey(publicKey) || !isVapidPrivateKey(privateKey)) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey('base64url') === publicKey;
  } catch {
    return false;
  }
}

const StoredSchema = z.object({ publicKey: z.string(), privateKey: z.string() });
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The key pair kept beside the database (like the auth secret): made on the first start and
 * kept, because every browser's subscription is bound to the public key; new keys would silence
 * every device until it subscribes again. Several processes starting at once agree on one pair:
 * each writes its own file and links it into place, and the first link wins.
 */
export function storedVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${randomUUID()}`;
    writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const stored = StoredSchema.safeParse(parseJson(readFileSync(file, 'utf8')));
  if (!stored.success || !isVapidPair(stored.data)) {
    throw new Error(
      `${file} does not hold a VAPID key pair; remove it to make a new one (every device then ` +
        'has to turn notifications on again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    );
  }
  return stored.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
