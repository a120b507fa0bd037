import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { integer, loopbackCertificate } from './certificate.ts';

describe('loopback certificate', () => {
  it('writes INTEGERs in their one shortest DER form', () => {
    expect(integer(Buffer.from([0x00, 0x00, 0x12]))).toEqual(Buffer.from([0x02, 0x01, 0x12]));
    expect(integer(Buffer.from([0x00, 0x92]))).toEqual(Buffer.from([0x02, 0x02, 0x00, 0x92]));
    expect(integer(Buffer.from([0x92]))).toEqual(Buffer.from([0x02, 0x02, 0x00, 0x92]));
    expect(integer(Buffer.from([0x00]))).toEqual(Buffer.from([0x02, 0x01, 0x00]));
  });

  it('parses every time, whatever the random serial starts with', () => {
    // A serial starting 0x00 (one in 256) used to make OpenSSL refuse the certificate.
    for (let round = 0; round < 300; round += 1) {
      const { certificatePem } = loopbackCertificate();
      const certificate = new X509Certificate(certificatePem);
      expect(certificate.subjectAltName).toContain('IP Address:127.0.0.1');
    }
  });
});
