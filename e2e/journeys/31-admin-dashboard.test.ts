import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, useSiteAndBrowser } from '../support/journey';

// The association admin opens the Dashboard of their association: its figures are those the database
// holds, worked out here from the association's own member and transaction lists (every page), not
// from the dashboard's counters. The admin follows the pending approvals link, approves one payment,
// and comes back to figures that moved with it. uPlot's code and stylesheet come only with this page.
const ctx = useSiteAndBrowser();

const ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const ASSOCIATION = 'Ideal School and College Alumni Association';

type Member = { user: { id: number }; start_date: string; end_date: string | null };
type Payment = {
  amount: number;
  status: string;
  offline: boolean;
  success: boolean;
  transaction_date: string | null;
  refund: { amount: number; refunded_at: string | null } | null;
};
type Expected = {
  active: number;
  expiring: number;
  pending: number;
  months: { month: string; newMembers: number; revenue: number }[];
};

const dhaka = (iso: string, part: 'date' | 'month') => {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(iso));
  return part === 'date' ? date : date.slice(0, 7);
};
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthsBack = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};

async function everyPage<T>(api: (path: string) => Promise<{ count: number; results: T[] }>, path: string) {
  const all: T[] = [];
  for (let page = 1; ; page++) {
    const { count, results } = await api(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=100`);
    all.push(...results);
    if (all.length >= count || results.length === 0) return all;
  }
}

/** The figures from the raw lists: the rules of the dashboard, applied to every row. */
async function expectedFigures(api: (path: string) => Promise<never>, id: number): Promise<Expected> {
  const members = await everyPage<Member>(api, `/associations/${id}/memberships/`);
  const payments = await everyPage<Payment>(api, `/associations/${id}/transactions/memberships/`);
  const today = dhaka(new Date().toISOString(), 'date');
  const latest = new Map<number, string>();
  for (const m of members) {
    const end = m.end_date ?? '9999-12-31';
    if (end > (latest.get(m.user.id) ?? '')) latest.set(m.user.id, end);
  }
  const ends = [...latest.values()];
  const thisMonth = today.slice(0, 7);
  const months = Array.from({ length: 12 }, (_, i) => monthsBack(thisMonth, 11 - i)).map((month) => ({
    month,
    // A membership starts on the day it is made (seeded ones as well: start date = creation date).
    newMembers: members.filter((m) => m.start_date.startsWith(month)).length,
    revenue:
      payments
        .filter(
          (p) => p.transaction_date && ['success', 'refund_pending', 'refunded', 'refund_failed'].includes(p.status),
        )
        .filter((p) => dhaka(p.transaction_date!, 'month') === month)
        .reduce((sum, p) => sum + p.amount, 0) -
      payments
        .filter(
          (p) => p.status === 'refunded' && p.refund?.refunded_at && dhaka(p.refund.refunded_at, 'month') === month,
        )
        .reduce((sum, p) => sum + (p.refund?.amount ?? 0), 0),
  }));
  return {
    active: ends.filter((end) => end >= today).length,
    expiring: ends.filter((end) => end >= today && end <= addDays(today, 30)).length,
    pending: payments.filter((p) => p.offline && !p.success).length,
    months,
  };
}

const takaFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
} as Intl.NumberFormatOptions);
/** As the portal shows taka: "৳ 1,200", "৳ 750.50". */
const money = (n: number) => `৳ ${takaFormat.format(n)}`;

/** The dashboard on screen against `expected` (waited for: a page shown again refreshes what it showed). */
async function checkDashboard(page: Page, expected: Expected) {
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const current = expected.months[11];
  const inTile = (label: string, text: string) =>
    page.getByRole('region', { name: label, exact: true }).getByText(text, { exact: true }).waitFor();
  await inTile('Active members', String(expected.active));
  await inTile('Expiring in 30 days', String(expected.expiring));
  await inTile('New members', String(current.newMembers));
  await inTile('Revenue', money(current.revenue));
  const pendingText =
    expected.pending === 0
      ? 'No offline payment is waiting for approval.'
      : `${expected.pending} offline ${expected.pending === 1 ? 'payment is' : 'payments are'} waiting for approval.`;
  await page.getByText(pendingText).waitFor();

  await page.locator('.uplot canvas').first().waitFor();
  const table = page.getByRole('table');
  if (!(await table.isVisible())) await page.getByText('Figures by month').click();
  const rows = await table.locator('tbody tr').allInnerTexts();
  const shown = rows.map((r) => r.split('\t').map((c) => c.trim()));
  assert.deepEqual(
    shown.map(([, members, amount]) => [Number(members), amount]),
    [...expected.months].reverse().map((m) => [m.newMembers, money(m.revenue)]),
  );
}

describe('the admin dashboard', () => {
  it('shows the figures the database holds, and follows an approval made from its link', async () => {
    const { page, errors } = await ctx.open();
    const login = await fetch(`${ctx.site.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(login.status, 200);
    const { access } = (await login.json()) as { access: string };
    const api = async (path: string) => {
      const res = await fetch(`${ctx.site.url}/api/v1${path}`, { headers: { authorization: `Bearer ${access}` } });
      assert.equal(res.status, 200, path);
      return res.json() as Promise<never>;
    };
    const { results } = (await api(`/associations/?q=${encodeURIComponent(ASSOCIATION)}`)) as {
      results: { id: number }[];
    };
    const id = results[0].id;

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/associations');
    await page.goto(`/admin/dashboard/associations/${id}/members`);
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    // Not loaded on the other admin pages: uPlot's stylesheet comes with its chunk.
    assert.equal(await page.locator('style[data-href="uplot-css"]').count(), 0);

    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    const dashboardLink = page.locator(`a[href="/admin/dashboard/associations/${id}/dashboard"]`).first();
    await dashboardLink.click();
    const before = await expectedFigures(api, id);
    assert.ok(before.pending > 0, 'the seed has offline payments waiting');
    await checkDashboard(page, before);
    assert.equal(await page.locator('style[data-href="uplot-css"]').count(), 1);
    assert.ok(scripts.length > 0, 'the chart came as a chunk of its own');

    // The pending approvals link: the offline list filtered to them; approve the first one.
    await page.getByRole('link', { name: 'Review pending approvals' }).click();
    await page.getByText('Showing the payments waiting for approval.').waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Approve / }) })
      .first();
    await row.getByRole('button', { name: /^Approve / }).click();
    const form = page.getByRole('dialog', { name: 'Approve offline payment' });
    await form.getByLabel('Transaction method').selectOption('Cash');
    await form.getByLabel('Transaction id').fill('RCPT-DASHBOARD');
    await form.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Are you sure you want to continue this action?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Transaction approved successfully.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await dashboardLink.click();
    const after = await expectedFigures(api, id);
    assert.equal(after.pending, before.pending - 1);
    assert.equal(after.months[11].newMembers, before.months[11].newMembers + 1);
    assert.ok(after.months[11].revenue > before.months[11].revenue);
    await checkDashboard(page, after);
    assert.deepEqual(errors, []);
  });
});
