import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { FIXED_PUBLIC_PATHS } from '@alumni/shared/testing/public-pages';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP } from '../support/browser';
import { DEMO, uniqueEmail, useSiteAndBrowser } from '../support/journey';

// axe-core on every public page and the dashboards' main pages, as the demo member, the demo
// association admin and the super admin, in the light and the dark theme: no serious or critical
// violations. Then keyboard-only journeys (Tab, Shift+Tab, Enter, Space; typing in fields; arrows in
// a select) through login, sign-up and a membership application.
const ctx = useSiteAndBrowser();

const AXE = path.join(path.dirname(require.resolve('axe-core/package.json')), 'axe.min.js');
const MEMBER = { email: 'rahim@alumni.local', password: 'Demo12345!' };
const ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const THEMES = ['light', 'dark'] as const;

type AxeNode = { target: unknown[]; failureSummary?: string; html: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/** The API's view of the demo data: ids the pages need. */
async function demoIds(site: string) {
  const signIn = async (who: { email: string; password: string }) => {
    const response = await fetch(`${site}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    assert.equal(response.status, 200, `demo login ${who.email}`);
    return { authorization: `Bearer ${((await response.json()) as { access: string }).access}` };
  };
  const admin = (await (await fetch(`${site}/api/v1/auth/user/`, { headers: await signIn(ADMIN) })).json()) as {
    association_admins: { alumni_association: { id: number } }[];
  };
  const associationId = admin.association_admins[0].alumni_association.id;
  const types = (await (await fetch(`${site}/api/v1/associations/${associationId}/membership-types/`)).json()) as {
    results: { id: number }[];
  };
  const member = (await (await fetch(`${site}/api/v1/auth/user/`, { headers: await signIn(MEMBER) })).json()) as {
    id: number;
    public_handle: string;
  };
  const requests = (await (
    await fetch(`${site}/api/v1/associations/registration-requests/`, { headers: await signIn(DEMO.superAdmin) })
  ).json()) as {
    results: { id: number }[];
  };
  return {
    associationId,
    typeId: types.results[0].id,
    memberHandle: member.public_handle,
    registrationId: requests.results[0].id,
  };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/associations');
}

/** Waits for the page to settle: network quiet, no spinner or busy region left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(
      () => !document.querySelector('[aria-busy="true"], .chakra-spinner, [role="progressbar"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(150);
}

/** axe-core's serious and critical violations of the page as it is now, one readable line per node. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}): ${v.help}\n      at ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' | ')}\n      ${n.html.slice(0, 160)}`,
      ),
    );
}

/** Opens each path (both themes) and collects the violations, page by page. */
async function audit(context: BrowserContext, page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    for (const p of paths) {
      await page.goto(p);
      await settle(page);
      const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      assert.equal(isDark, theme === 'dark', `${p} is shown in the ${theme} theme`);
      for (const line of await seriousViolations(page)) found.push(`[${theme}] ${p}\n    ${line}`);
    }
  }
  await context.close();
  return found;
}

/** A page for the audits: axe is injected as an inline script, which the site's CSP (rightly) refuses. */
async function openForAudit() {
  const context = await ctx.browser.newContext({ baseURL: ctx.site.url, viewport: DESKTOP, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const report = (found: string[]) =>
  `${found.length} serious/critical accessibility violations:\n\n${found.join('\n\n')}`;

describe('accessibility (axe-core, light and dark)', () => {
  it('public pages, signed out', async () => {
    const ids = await demoIds(ctx.site.url);
    const { page, context } = await openForAudit();
    await page.goto('/');
    const found = await audit(context, page, [
      ...FIXED_PUBLIC_PATHS,
      '/reset-password?token=from-the-mail',
      '/associations',
      '/associations?name=Ideal',
      `/associations/${ids.associationId}`,
      `/associations/${ids.associationId}/memberships`,
      `/user/${ids.memberHandle}`,
      '/no/such/page',
    ]);
    assert.deepEqual(found, [], report(found));
  });

  it("the member's dashboard", async () => {
    const ids = await demoIds(ctx.site.url);
    const { page, context } = await openForAudit();
    await signIn(page, MEMBER);
    const found = await audit(context, page, [
      `/associations/${ids.associationId}/memberships/${ids.typeId}`,
      '/user/dashboard',
      '/user/dashboard/profile',
      '/user/dashboard/profile/update',
      '/user/dashboard/profile/update-picture',
      '/user/dashboard/profile/update-password',
      '/user/dashboard/profile/education/add',
      '/user/dashboard/profile/job-experience/add',
      '/user/dashboard/memberships',
      '/user/dashboard/transactions',
      '/user/dashboard/association-requests',
      '/user/dashboard/associations/register',
    ]);
    assert.deepEqual(found, [], report(found));
  });

  it("the association admin's dashboard", async () => {
    const { associationId: id } = await demoIds(ctx.site.url);
    const { page, context } = await openForAudit();
    await signIn(page, ADMIN);
    const base = `/admin/dashboard/associations/${id}`;
    const found = await audit(context, page, [
      '/admin/dashboard/associations',
      base,
      `${base}/update`,
      `${base}/update-logo`,
      `${base}/members`,
      `${base}/membership-types`,
      `${base}/memberships/add`,
      `${base}/transactions/online`,
      `${base}/transactions/offline`,
    ]);
    assert.deepEqual(found, [], report(found));
  });

  it("the super admin's dashboard", async () => {
    const { registrationId } = await demoIds(ctx.site.url);
    const { page, context } = await openForAudit();
    await signIn(page, DEMO.superAdmin);
    const found = await audit(context, page, [
      '/superAdmin/dashboard',
      '/superAdmin/dashboard/associations',
      '/superAdmin/dashboard/associations/pending',
      `/superAdmin/dashboard/associations/${registrationId}`,
      '/superAdmin/dashboard/profile',
    ]);
    assert.deepEqual(found, [], report(found));
  });
});

/** What has the focus: its tag, type, accessible-ish name (label, aria-label, text). */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const labelled = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || null) ??
      el.textContent;
    const tag = el.tagName.toLowerCase();
    const type = tag === 'input' ? `[${(el as HTMLInputElement).type}]` : '';
    return `${tag}${type} ${(label ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')}`;
  });
}

/** Presses Tab until the focused element matches; fails naming what got the focus on the way. */
async function tabTo(page: Page, matches: RegExp, max = 60) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (matches.test(now)) return;
    seen.push(now);
  }
  assert.fail(`Tab never reached ${matches} in ${max} presses; the focus went through:\n  ${seen.join('\n  ')}`);
}

describe('keyboard only', () => {
  it('logs in with Tab and Enter', async () => {
    const { page, context } = await ctx.open();
    await page.goto('/login');
    await settle(page);
    await tabTo(page, /^input\[email\] Email/);
    await page.keyboard.type(MEMBER.email);
    await tabTo(page, /^input\[password\] Password/);
    await page.keyboard.type(MEMBER.password);
    // Show Password is a real checkbox: Space ticks it (pressed before the page is live, it is kept until then).
    await tabTo(page, /Show Password/i);
    await page.keyboard.press('Space');
    await page
      .getByLabel(/^Password/)
      .and(page.locator('[type="text"]'))
      .waitFor();
    await tabTo(page, /^button Login$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/associations');
    await context.close();
  });

  it('signs up with Tab, typing, Space and Enter', async () => {
    const { page, context } = await ctx.open();
    await page.goto('/signup');
    await settle(page);
    const fields: [RegExp, string][] = [
      [/First Name/, 'Keyboard'],
      [/Last Name/, 'Only'],
      [/Phone Number/, '01512345678'],
      [/^input\[email\] Email/, uniqueEmail('keys')],
      [/^input\[password\] Password/, 'Tab-Enter-Space-9'],
      [/^input\[password\] Confirm Password/, 'Tab-Enter-Space-9'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, label);
      await page.keyboard.type(value);
    }
    await tabTo(page, /^button SIGN UP$/i);
    await page.keyboard.press('Enter');
    await page.getByText('Account registered successfully').waitFor();
    // The dialog takes the focus; its Close button answers to Enter.
    await tabTo(page, /^button Close$/, 10);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('applies for a membership with the keyboard only', async () => {
    const { associationId } = await demoIds(ctx.site.url);
    const { page, context } = await ctx.open();
    await signIn(page, MEMBER);
    await page.goto(`/associations/${associationId}/memberships`);
    await settle(page);
    await tabTo(page, /^a Get Started with General Member/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Be A Member' }).waitFor();
    await settle(page);
    await tabTo(page, /^select Institute/);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, /Batch/);
    await page.keyboard.type('2011');
    await tabTo(page, /Roll number/);
    await page.keyboard.type('77');
    await tabTo(page, /I already paid offline/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button Submit Application$/);
    await page.keyboard.press('Enter');
    await page.getByText('Are you sure you want to continue this action?').waitFor();
    await tabTo(page, /^button Yes$/, 10);
    await page.keyboard.press('Enter');
    await page.getByText('Application submitted successfully').waitFor();
    await tabTo(page, /^button Close$/, 10);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/dashboard/transactions');
    await context.close();
  });
});
