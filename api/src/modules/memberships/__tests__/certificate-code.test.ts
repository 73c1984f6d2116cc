import { describe, expect, it } from '@jest/globals';
import { newCertificateCode, parseCertificateCode, printedCode, verifyUrl } from '../certificate-code';

describe('certificate codes', () => {
  it('encodes 160 random bits as 32 base32 characters', () => {
    expect(newCertificateCode(() => Buffer.alloc(20, 0))).toBe('a'.repeat(32));
    expect(newCertificateCode(() => Buffer.alloc(20, 0xff))).toBe('7'.repeat(32));
    // RFC 4648's test vector "foobar" -> MZXW6YTBOI (lower case, no padding).
    expect(newCertificateCode(() => Buffer.from('foobar'))).toBe('mzxw6ytboi');
  });

  it('draws a fresh code each time (no two alike in 10,000)', () => {
    const codes = new Set(Array.from({ length: 10_000 }, () => newCertificateCode()));
    expect(codes.size).toBe(10_000);
    for (const code of [...codes].slice(0, 100)) expect(code).toMatch(/^[a-z2-7]{32}$/);
  });

  it('reads a typed or scanned code in any case, and refuses anything else', () => {
    const code = newCertificateCode();
    expect(parseCertificateCode(code)).toBe(code);
    expect(parseCertificateCode(` ${code.toUpperCase()} `)).toBe(code);
    for (const bad of ['', code.slice(1), `${code}a`, `${code.slice(1)}1`, `${code.slice(1)}-`, '../../etc/passwd'])
      expect(parseCertificateCode(bad)).toBeNull();
  });

  it('prints a short form for people and links the whole code', () => {
    const code = 'abcdefgh234567abcdefgh234567abcd';
    expect(printedCode(code)).toBe('ABCD-EFGH');
    expect(verifyUrl('https://alumni.example.org', code)).toBe(`https://alumni.example.org/verify/${code}`);
  });
});
