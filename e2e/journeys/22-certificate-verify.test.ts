import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { logIn, useSiteAndBrowser } from '../support/journey';
import { readQrFromPdf } from '../support/read-qr';

// A member downloads the membership certificate from Your Memberships; a stranger scans its QR code (the PDF's
// page rendered and decoded, as a phone's camera would) and the public page shows whose certificate it is and
// that it is valid today. A code that is no certificate's answers 404 with a plain page.
const ctx = useSiteAndBrowser();
const DEMO_PASSWORD = 'Demo12345!';
let downloads: string | undefined;
after(async () => {
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

describe('verifying a certificate', () => {
  it('downloads the certificate PDF, scans its QR code and sees the certificate verified', async () => {
    const member = await ctx.open();
    await logIn(member.page, 'rahim@alumni.local', DEMO_PASSWORD);
    await member.page.waitForURL('**/associations');
    await member.page.goto('/user/dashboard/memberships');
    const card = member.page.getByRole('article').filter({ hasText: 'Lifetime' }).first();
    await card.waitFor();
    const association = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const serial = /[A-Z]+-\d{4}/.exec((await card.textContent()) ?? '')?.[0] ?? '';
    assert.ok(association && serial, 'the card names its association and serial');

    const [download] = await Promise.all([
      member.page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    assert.match(download.suggestedFilename(), new RegExp(`^membership-certificate-${serial}\\.pdf$`));
    downloads = await mkdtemp(path.join(tmpdir(), 'certificate-'));
    const file = path.join(downloads, download.suggestedFilename());
    await download.saveAs(file);
    assert.equal((await readFile(file)).subarray(0, 5).toString('latin1'), '%PDF-');
    // The card's own link is the same page the QR code leads to.
    const linked = await card.getByRole('link', { name: 'verification page' }).getAttribute('href');
    await member.context.close();

    const scanned = await readQrFromPdf(file);
    assert.match(scanned, new RegExp(`^${ctx.site.url}/verify/[a-z2-7]{32}$`));
    assert.equal(scanned, linked);

    // A stranger, signed out, opens the scanned link.
    const stranger = await ctx.open();
    const answer = await stranger.page.goto(scanned);
    assert.equal(answer?.status(), 200);
    await stranger.page.getByRole('heading', { level: 1, name: /Rahim/ }).waitFor();
    const status = stranger.page.getByRole('status');
    assert.match((await status.textContent()) ?? '', /^Valid/);
    const body = (await stranger.page.locator('main, #root').first().textContent()) ?? '';
    assert.ok(body.includes(association), 'the association is named');
    assert.ok(body.includes(serial), 'the serial is shown');
    assert.ok(!body.includes('rahim@alumni.local'), 'no e-mail address');
    assert.equal(await stranger.page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.deepEqual(stranger.errors, []);
    await stranger.context.close();
  });

  it('answers a code that is no certificate’s 404 with a plain "This is not a valid certificate"', async () => {
    const { page, context, errors } = await ctx.open();
    const answer = await page.goto(`/verify/${'a'.repeat(32)}`);
    assert.equal(answer?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'This is not a valid certificate' }).waitFor();
    assert.equal(await page.title(), 'Not a valid certificate | Alumni Connect');
    assert.deepEqual(
      errors.filter((e) => !/404/.test(e)),
      [],
    );
    await context.close();
  });
});
