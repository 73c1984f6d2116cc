import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { renderCertificate } from '../certificate-pdf';

const data = {
  associationName: 'ঢাকা রেসিডেনসিয়াল মডেল কলেজ প্রাক্তন ছাত্র সমিতি',
  logo: null,
  memberName: 'রহিম উদ্দিন (Rahim Uddin)',
  membershipType: 'Lifetime',
  serial: 'LM-0042',
  fee: 5000,
  startDate: '2026-01-15',
  endDate: null,
  issuedOn: '2026-11-22',
  verifyUrl: 'https://alumni.example.org/verify/abcdefgh234567abcdefgh234567abcd',
  printedCode: 'ABCD-EFGH',
  language: 'en' as const,
};

it('renders a one-page PDF that embeds the Bengali font for Bangla text and the taka sign', async () => {
  const pdf = await renderCertificate(data);
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text).toMatch(/%%EOF\s*$/);
  expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  expect(text).toMatch(/NotoSansBengali/);
  expect(pdf.length).toBeGreaterThan(5000);
});

it('states the validity period when the membership ends', async () => {
  const pdf = await renderCertificate({ ...data, memberName: 'Karim', endDate: '2027-01-14' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

it('words the certificate in Bangla for a member who reads Bangla (title, then a picture of the page)', async () => {
  const pdf = await renderCertificate({ ...data, endDate: '2027-01-14', language: 'bn' });
  const dir = mkdtempSync(path.join(tmpdir(), 'certificate-bn-'));
  try {
    const file = path.join(dir, 'certificate.pdf');
    writeFileSync(file, pdf);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Title:\s+সদস্যপদের সনদ LM-0042/);
    // The page as a picture (poppler): a PNG of a landscape A4 page, kept when CERTIFICATE_PNG names a path.
    execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(dir, 'page')]);
    const png = readFileSync(path.join(dir, 'page.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThan(png.readUInt32BE(20));
    if (process.env.CERTIFICATE_PNG) writeFileSync(process.env.CERTIFICATE_PNG, png);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
