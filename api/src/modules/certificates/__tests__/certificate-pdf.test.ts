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
  certificateId: 'C-42',
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
