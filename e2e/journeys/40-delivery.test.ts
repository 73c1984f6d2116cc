import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startUsing } from '../support/browser';
import { logIn, useSiteAndBrowser } from '../support/journey';
import { buildPortal } from '../support/portal-build';
import { repoRoot } from '../support/site';

// Operators release a new admin portal, roll it back, lose it, and release one built against another
// major of @alumni/shared, all on a running site: the shell and the other portals are never rebuilt.
const ctx = useSiteAndBrowser();
const ASSOCIATION_ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const LABEL = 'delivery-1.0.1';

// Two real builds of admin-portal outside its dist/ (reused between runs while the sources are the same),
// made while the site starts.
const builds = Promise.all([
  buildPortal('admin-portal', { BUILD_LABEL: LABEL }),
  buildPortal('admin-portal', { BUILD_LABEL: 'skewed', SHARED_VERSION_OVERRIDE: '2.0.0' }),
]);
const PUBLIC_LABEL = 'public-1.0.1';
const publicBuild = builds.then(() => buildPortal('public-site', { BUILD_LABEL: PUBLIC_LABEL }));

function portal(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'portal.mjs'), ...args], {
    env: { ...process.env, DATA_DIR: ctx.site.dataDir, WEB_ROOT: repoRoot },
    encoding: 'utf8',
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

function mustPortal(...args: string[]): string {
  const { status, out } = portal(...args);
  assert.equal(status, 0, out);
  return out;
}

const adminPortal = (page: Page) => page.locator('[data-portal="admin_portal"]');

/** The admin portal mounted: its version attribute and build label (null when the build had none). */
async function openAdmin(page: Page, { reload = true } = {}) {
  if (reload) await page.goto('/admin/dashboard/associations');
  await adminPortal(page).waitFor({ state: 'attached' });
  await page.getByRole('heading', { name: 'Your Associations' }).waitFor();
  return {
    version: await adminPortal(page).getAttribute('data-portal-version'),
    label: await adminPortal(page).getAttribute('data-build-label'),
  };
}

/** A navigation inside the single-page app (no page load), as a link click would do. */
async function clientNavigate(page: Page, to: string) {
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

async function bytes(url: string): Promise<Buffer> {
  const response = await fetch(`${ctx.site.url}${url}`);
  assert.equal(response.status, 200, url);
  return Buffer.from(await response.arrayBuffer());
}

describe('independent delivery of a portal', () => {
  it('releases, rolls back, survives a missing release and refuses a remote built against another shared major', async () => {
    const [labelled, skewed] = await builds;
    const shellIndex = path.join(repoRoot, 'shell', 'dist', 'index.html');
    const shellBuiltAt = statSync(shellIndex).mtimeMs;
    const untouched = ['/', '/portals/member-portal/1.0.0/remoteEntry.js', '/portals/public-site/1.0.0/remoteEntry.js'];
    const before = await Promise.all(untouched.map(bytes));

    const { page, context, errors } = await ctx.open();
    await logIn(page, ASSOCIATION_ADMIN.email, ASSOCIATION_ADMIN.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    assert.deepEqual(await openAdmin(page), { version: '1.0.0', label: null }, 'the built-in admin portal');

    // Release 1.0.1 (another build): the next page load serves it, from /releases, entry no-cache.
    assert.match(
      mustPortal('release', 'admin-portal', '--version', '1.0.1', '--from', labelled),
      /admin-portal 1\.0\.1 is live \(was 1\.0\.0\)/,
    );
    const stale = await ctx.open();
    await logIn(stale.page, ASSOCIATION_ADMIN.email, ASSOCIATION_ADMIN.password);
    await stale.page.waitForURL((url) => url.pathname !== '/login');
    assert.deepEqual(
      await openAdmin(page),
      { version: '1.0.1', label: LABEL },
      'the released admin portal after a reload',
    );
    assert.deepEqual(await openAdmin(stale.page), { version: '1.0.1', label: LABEL });
    const entry = await fetch(`${ctx.site.url}/releases/admin-portal/1.0.1/remoteEntry.js`);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const manifest = await (await fetch(`${ctx.site.url}/remotes.json`)).json();
    assert.deepEqual(manifest.admin_portal, { entry: '/releases/admin-portal/1.0.1/remoteEntry.js', version: '1.0.1' });

    // Roll back: the next load has the old one again; a page loaded before keeps working until it reloads.
    assert.match(mustPortal('rollback', 'admin-portal'), /rolled back to 1\.0\.0 \(was 1\.0\.1\)/);
    assert.deepEqual(
      await openAdmin(page),
      { version: '1.0.0', label: null },
      'the old admin portal after the rollback',
    );
    await clientNavigate(stale.page, '/about-us');
    await clientNavigate(stale.page, '/admin/dashboard/associations');
    assert.deepEqual(
      await openAdmin(stale.page, { reload: false }),
      { version: '1.0.1', label: LABEL },
      'an open page keeps its portal',
    );
    await stale.context.close();
    assert.match(
      mustPortal('list'),
      /admin-portal\s+live 1\.0\.0\s+\/portals\/admin-portal\/1\.0\.0\/remoteEntry\.js[\s\S]*\* 1\.0\.0[\s\S]* {2}1\.0\.1/,
    );

    // The shell and the other portals were not touched: same bytes, no rebuild.
    assert.deepEqual(await Promise.all(untouched.map(bytes)), before);
    assert.equal(statSync(shellIndex).mtimeMs, shellBuiltAt);

    // The live release disappears: that portal shows the error screen, the rest of the site works,
    // and after a rollback Retry brings it back without a reload.
    mustPortal('rollback', 'admin-portal', '--to', '1.0.1');
    rmSync(path.join(ctx.site.dataDir, 'releases', 'admin-portal', '1.0.1'), { recursive: true });
    await page.goto('/admin/dashboard/associations');
    await page.getByText('Oops! There is an error').waitFor();
    await page.goto('/associations');
    await page.getByRole('heading').first().waitFor();
    await page.goto('/user/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Tanvir Hasan!' }).waitFor();
    await page.goto('/admin/dashboard/associations');
    await page.getByText('Oops! There is an error').waitFor();
    mustPortal('rollback', 'admin-portal', '--to', '1.0.0');
    await page.getByRole('button', { name: 'Retry' }).click();
    assert.deepEqual(await openAdmin(page, { reload: false }), { version: '1.0.0', label: null });

    // Built against @alumni/shared 2.0.0: the release is refused unless forced, and the shell refuses to
    // mount it (error screen, console error naming both versions) while the rest of the page works on.
    const refused = portal('release', 'admin-portal', '--version', '2.0.0', '--from', skewed);
    assert.equal(refused.status, 1);
    assert.match(refused.out, /built with @alumni\/shared 2\.0\.0, the shell with 1\.0\.0.*--force/);
    mustPortal('release', 'admin-portal', '--version', '2.0.0', '--from', skewed, '--force');
    errors.length = 0;
    await page.goto('/admin/dashboard/associations');
    await page.getByText('Oops! There is an error').waitFor();
    assert.ok(
      errors.some((e) =>
        e.includes(
          'Not mounting remote "admin_portal": it was built with @alumni/shared 2.0.0, this shell provides 1.0.0',
        ),
      ),
      errors.join('\n'),
    );
    // Without a reload: the member portal loads after the skewed remote registered its shared modules,
    // and still gets the shell's session (one store: loaded-first).
    await clientNavigate(page, '/user/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Tanvir Hasan!' }).waitFor();
    assert.equal(await page.locator('[data-portal="member_portal"]').getAttribute('data-portal-version'), '1.0.0');

    assert.deepEqual(await Promise.all(untouched.map(bytes)), before);
    await context.close();
  });

  it('renders the public pages on the server from the released public site, and from the old one after a rollback', async () => {
    const build = await publicBuild;
    /** The server's own HTML of the landing page: which public site rendered it, as raw bytes say. */
    const rendered = async () => {
      const html = await (await fetch(`${ctx.site.url}/`, { headers: { accept: '*/*' } })).text();
      const portal = /<div[^>]*data-portal="public_site"[^>]*>/.exec(html)?.[0] ?? '';
      return {
        version: /data-portal-version="([^"]+)"/.exec(portal)?.[1] ?? null,
        label: /data-build-label="([^"]+)"/.exec(portal)?.[1] ?? null,
        hasContent: html.includes('Frequently asked questions'),
      };
    };
    assert.deepEqual(await rendered(), { version: '1.0.0', label: null, hasContent: true });

    /** The server's HTML once it names `version`: a page is kept a moment (PUBLIC_LIST_CACHE_MS), then made anew. */
    const renderedWith = async (version: string) => {
      const deadline = Date.now() + 10_000;
      let last = await rendered();
      while (last.version !== version && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        last = await rendered();
      }
      return last;
    };
    mustPortal('release', 'public-site', '--version', '1.0.1', '--from', build);
    assert.deepEqual(await renderedWith('1.0.1'), { version: '1.0.1', label: PUBLIC_LABEL, hasContent: true });
    // The browser hydrates the released page with the released code: no mismatch, no console error.
    const { page, context, errors } = await ctx.open();
    await page.goto('/');
    await startUsing(page);
    assert.equal(await page.locator('[data-portal="public_site"]').getAttribute('data-build-label'), PUBLIC_LABEL);
    assert.deepEqual(errors, []);

    mustPortal('rollback', 'public-site');
    assert.deepEqual(await renderedWith('1.0.0'), { version: '1.0.0', label: null, hasContent: true });
    await page.goto('/');
    await startUsing(page);
    assert.equal(await page.locator('[data-portal="public_site"]').getAttribute('data-portal-version'), '1.0.0');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
