import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** A DER element: tag, length, content (X.690). */
function der(tag: number, content: Buffer): Buffer {
  const { length } = content;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const size = Buffer.from(length.toString(16).padStart(length > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([Buffer.from([tag, 0x80 | size.length]), size, content]);
}

const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return der(0x17, Buffer.from(`${text}Z`));
}

const name = (common: string) =>
  sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(common)))));

const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

/**
 * A self-signed certificate for 127.0.0.1 (P-256, valid for a day), made with node:crypto alone:
 * the TLS server a test runs in place of a push service presents it, and the client trusts it.
 */
export function selfSignedCertificate(): { cert: string; key: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const now = Date.now();
  const serial = randomBytes(8);
  // A positive INTEGER in its shortest form: the first byte neither 0 (a padding DER refuses,
  // one serial in 256) nor 0x80 and above (negative).
  serial[0] = 0x40 | ((serial[0] ?? 0) & 0x3f);
  // subjectAltName: iPAddress 127.0.0.1 (context tag 7); basicConstraints: a CA, its own root.
  const altName = der(0x04, sequence(der(0x87, Buffer.from([127, 0, 0, 1]))));
  const basicConstraints = der(0x04, sequence(der(0x01, Buffer.from([0xff]))));
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_WITH_SHA256,
    name('CoverDesk test push service'),
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name('CoverDesk test push service'),
    publicKey.export({ type: 'spki', format: 'der' }),
    der(
      0xa3,
      sequence(
        sequence(oid('2.5.29.17'), altName),
        sequence(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), basicConstraints),
      ),
    ),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    ECDSA_WITH_SHA256,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const base64 = certificate.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64.trimEnd()}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
