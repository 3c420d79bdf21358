import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './self-signed-cert.js';

describe('selfSignedCertificate', () => {
  it('always makes a certificate OpenSSL reads, for 127.0.0.1', () => {
    // One serial in 256 once began with a zero byte, which DER refuses: try many.
    for (let i = 0; i < 512; i += 1) {
      const certificate = new X509Certificate(selfSignedCertificate().cert);
      expect(certificate.subjectAltName).toBe('IP Address:127.0.0.1');
      expect(certificate.checkIP('127.0.0.1')).toBe('127.0.0.1');
    }
  });
});
