// node --import tsx --test scripts/__tests__/portal.test.mjs: the portal command on temp folders (a fake WEB_ROOT with builds).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { listPortals, readHistory, releasePortal, rollbackPortal, writeJsonAtomic } from '../portal-releases.mjs';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'portal.mjs');
const mfManifest = (sharedVersion) => JSON.stringify({ shared: [{ name: '@alumni/shared', version: sharedVersion }] });

let webRoot;
let dataDir;
const write = (file, content) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};
/** A build of admin-portal in `dir` whose files say `label`. */
const build = (dir, label, sharedVersion = '1.0.0') => {
  write(path.join(dir, 'remoteEntry.js'), `var admin_portal = "${label}";`);
  write(path.join(dir, 'mf-manifest.json'), mfManifest(sharedVersion));
  write(path.join(dir, 'assets', '12.0123456789abcdef.js'), `chunk ${label}`);
  return dir;
};
const manifest = () => JSON.parse(readFileSync(path.join(dataDir, 'remotes.json'), 'utf8'));
const where = () => ({ dataDir, webRoot });
/** Releases the admin portal as `version`, from a fresh build in webRoot/<dir> labelled `label`. */
const releaseAdmin = (version, dir, label) =>
  releasePortal({ ...where(), portal: 'admin-portal', version, from: build(path.join(webRoot, dir), label) });

beforeEach(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-data-'));
  for (const folder of ['public-site', 'member-portal', 'admin-portal', 'superadmin-portal']) {
    write(path.join(webRoot, folder, 'package.json'), JSON.stringify({ name: `@alumni/${folder}`, version: '1.0.0' }));
  }
  write(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'), mfManifest('1.0.0'));
  build(path.join(webRoot, 'admin-portal', 'dist', '1.0.0'), 'built-in');
});
afterEach(() => {
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('portal release', () => {
  it('copies the build into DATA_DIR/releases/<pkg>/<version>/ and points the manifest at it, keeping the other portals', () => {
    const from = build(path.join(webRoot, 'tmp-build'), 'v2');
    const result = releasePortal({ ...where(), portal: 'admin-portal', version: '1.1.0', from });
    assert.deepEqual(result, {
      portal: 'admin-portal',
      version: '1.1.0',
      entry: '/releases/admin-portal/1.1.0/remoteEntry.js',
      previous: '1.0.0',
      reused: false,
    });
    const released = path.join(dataDir, 'releases', 'admin-portal', '1.1.0');
    assert.equal(readFileSync(path.join(released, 'remoteEntry.js'), 'utf8'), 'var admin_portal = "v2";');
    assert.ok(existsSync(path.join(released, 'assets', '12.0123456789abcdef.js')));
    assert.deepEqual(manifest(), {
      public_site: '/portals/public-site/1.0.0/remoteEntry.js',
      member_portal: '/portals/member-portal/1.0.0/remoteEntry.js',
      admin_portal: { entry: '/releases/admin-portal/1.1.0/remoteEntry.js', version: '1.1.0' },
      superadmin_portal: '/portals/superadmin-portal/1.0.0/remoteEntry.js',
    });
    // The history remembers what was live before (the built-in build) so it can be rolled back to.
    assert.deepEqual(
      readHistory(dataDir).portals['admin-portal'].releases.map((r) => [r.version, r.entry]),
      [
        ['1.0.0', '/portals/admin-portal/1.0.0/remoteEntry.js'],
        ['1.1.0', '/releases/admin-portal/1.1.0/remoteEntry.js'],
      ],
    );
  });

  it('releases <pkg>/dist/<package version> by default, and accepts the federation name', () => {
    assert.equal(
      releasePortal({ ...where(), portal: 'admin_portal' }).entry,
      '/releases/admin-portal/1.0.0/remoteEntry.js',
    );
    assert.match(
      readFileSync(path.join(dataDir, 'releases', 'admin-portal', '1.0.0', 'remoteEntry.js'), 'utf8'),
      /built-in/,
    );
  });

  it('keeps earlier releases and refuses to overwrite a release with other content unless forced', () => {
    releaseAdmin('1.1.0', 'b1', 'one');
    releaseAdmin('1.2.0', 'b2', 'two');
    assert.deepEqual(readdirSync(path.join(dataDir, 'releases', 'admin-portal')).sort(), ['1.1.0', '1.2.0']);

    const other = build(path.join(webRoot, 'b3'), 'three');
    assert.throws(
      () => releasePortal({ ...where(), portal: 'admin-portal', version: '1.1.0', from: other }),
      /already released with other content.*--force/,
    );
    assert.match(
      readFileSync(path.join(dataDir, 'releases', 'admin-portal', '1.1.0', 'remoteEntry.js'), 'utf8'),
      /one/,
    );
    assert.equal(manifest().admin_portal.version, '1.2.0', 'a refused release changes nothing');

    // The same content again is fine (re-pointing), and --force replaces.
    assert.equal(
      releasePortal({ ...where(), portal: 'admin-portal', version: '1.1.0', from: path.join(webRoot, 'b1') }).reused,
      true,
    );
    releasePortal({ ...where(), portal: 'admin-portal', version: '1.1.0', from: other, force: true });
    assert.match(
      readFileSync(path.join(dataDir, 'releases', 'admin-portal', '1.1.0', 'remoteEntry.js'), 'utf8'),
      /three/,
    );
    assert.deepEqual(
      readdirSync(path.join(dataDir, 'releases', 'admin-portal')).sort(),
      ['1.1.0', '1.2.0'],
      'no temp folders left',
    );
  });

  it('refuses a build made against another @alumni/shared major than the shell, unless forced', () => {
    const skewed = build(path.join(webRoot, 'skew'), 'skew', '2.0.0');
    assert.throws(
      () => releasePortal({ ...where(), portal: 'admin-portal', version: '1.3.0', from: skewed }),
      /@alumni\/shared 2\.0\.0, the shell with 1\.0\.0/,
    );
    assert.equal(existsSync(path.join(dataDir, 'remotes.json')), false);
    releasePortal({ ...where(), portal: 'admin-portal', version: '1.3.0', from: skewed, force: true });
    assert.equal(manifest().admin_portal.version, '1.3.0');
  });

  it('says what to do when there is no build, the portal is unknown or the version is not one', () => {
    assert.throws(
      () => releasePortal({ ...where(), portal: 'member-portal' }),
      /No build of member-portal .*npm run build -w member-portal/,
    );
    assert.throws(
      () => releasePortal({ ...where(), portal: 'shell' }),
      /Unknown portal "shell"\. Use one of: public-site, member-portal/,
    );
    assert.throws(() => releasePortal({ ...where(), portal: 'admin-portal', version: '../x' }), /not a version/);
  });

  it('writes absolute entry URLs with --base-url (portals on a CDN)', () => {
    const r = releasePortal({
      ...where(),
      portal: 'admin-portal',
      version: '1.1.0',
      baseUrl: 'https://cdn.example.org/portals/',
    });
    assert.equal(r.entry, 'https://cdn.example.org/portals/admin-portal/1.1.0/remoteEntry.js');
    assert.deepEqual(manifest().admin_portal, { entry: r.entry, version: '1.1.0' });
  });
});

describe('portal rollback', () => {
  beforeEach(() => {
    releaseAdmin('1.1.0', 'b1', 'one');
    releaseAdmin('1.2.0', 'b2', 'two');
  });

  it('goes back one release at a time by default, down to the built-in build', () => {
    assert.equal(rollbackPortal({ ...where(), portal: 'admin-portal' }).version, '1.1.0');
    assert.deepEqual(manifest().admin_portal, {
      entry: '/releases/admin-portal/1.1.0/remoteEntry.js',
      version: '1.1.0',
    });
    assert.equal(rollbackPortal({ ...where(), portal: 'admin-portal' }).version, '1.0.0');
    assert.deepEqual(manifest().admin_portal, {
      entry: '/portals/admin-portal/1.0.0/remoteEntry.js',
      version: '1.0.0',
    });
    assert.throws(
      () => rollbackPortal({ ...where(), portal: 'admin-portal' }),
      /no release before the live one \(1\.0\.0\).*Releases: 1\.0\.0, 1\.1\.0, 1\.2\.0/,
    );
    assert.equal(manifest().member_portal, '/portals/member-portal/1.0.0/remoteEntry.js', 'other portals untouched');
  });

  it('goes to a named release with --to (also forward), and refuses an unknown or deleted one', () => {
    assert.equal(rollbackPortal({ ...where(), portal: 'admin-portal', to: '1.0.0' }).version, '1.0.0');
    assert.equal(rollbackPortal({ ...where(), portal: 'admin-portal', to: '1.2.0' }).version, '1.2.0');
    assert.throws(
      () => rollbackPortal({ ...where(), portal: 'admin-portal', to: '9.9.9' }),
      /has no release 9\.9\.9\. Releases: 1\.0\.0, 1\.1\.0, 1\.2\.0/,
    );
    rmSync(path.join(dataDir, 'releases', 'admin-portal', '1.1.0'), { recursive: true });
    assert.throws(
      () => rollbackPortal({ ...where(), portal: 'admin-portal', to: '1.1.0' }),
      /1\.1\.0 is gone .*choose another with --to/,
    );
    assert.equal(manifest().admin_portal.version, '1.2.0');
  });

  it('lists each portal with its live version and releases, and keeps the history of events', () => {
    rollbackPortal({ ...where(), portal: 'admin-portal' });
    const admin = listPortals(where()).find((row) => row.portal === 'admin-portal');
    assert.equal(admin.live.version, '1.1.0');
    assert.deepEqual(
      admin.releases.map((r) => [r.version, r.isLive]),
      [
        ['1.0.0', false],
        ['1.1.0', true],
        ['1.2.0', false],
      ],
    );
    const member = listPortals(where()).find((row) => row.portal === 'member-portal');
    assert.deepEqual(member.live, { entry: '/portals/member-portal/1.0.0/remoteEntry.js', version: '1.0.0' });
    assert.deepEqual(
      readHistory(dataDir).events.map((e) => [e.action, e.from, e.to]),
      [
        ['release', '1.0.0', '1.1.0'],
        ['release', '1.1.0', '1.2.0'],
        ['rollback', '1.2.0', '1.1.0'],
      ],
    );
  });
});

describe('the manifest write', () => {
  it('is atomic: a reader polling the file never sees a partial one, and no temp files are left', async () => {
    const file = path.join(dataDir, 'remotes.json');
    const big = (n) => ({ n, padding: 'x'.repeat(200_000) });
    writeJsonAtomic(file, big(0));
    const reader = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); let bad = 0, reads = 0; const end = Date.now() + 1500;
       while (Date.now() < end) { reads++; try { JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8')); } catch { bad++; } }
       console.log(JSON.stringify({ bad, reads }));`,
    ]);
    let output = '';
    reader.stdout.on('data', (d) => (output += d));
    const done = new Promise((resolve) => reader.on('exit', resolve));
    for (let i = 1; i <= 150; i++) {
      writeJsonAtomic(file, big(i));
      await new Promise((r) => setImmediate(r));
    }
    await done;
    const { bad, reads } = JSON.parse(output);
    assert.ok(reads > 10, `the reader read (${reads})`);
    assert.equal(bad, 0);
    assert.deepEqual(readdirSync(dataDir), ['remotes.json']);
  });
});

describe('the CLI', () => {
  const run = (...args) =>
    spawnSync(process.execPath, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, WEB_ROOT: webRoot },
      encoding: 'utf8',
    });

  it('releases, lists, rolls back and shows the history', () => {
    const released = run('release', 'admin-portal', '--version', '1.1.0');
    assert.equal(released.status, 0, released.stderr);
    assert.match(released.stdout, /admin-portal 1\.1\.0 is live \(was 1\.0\.0\)/);
    const list = run('list');
    assert.match(list.stdout, /admin-portal\s+live 1\.1\.0\s+\/releases\/admin-portal\/1\.1\.0\/remoteEntry\.js/);
    assert.match(list.stdout, /\* 1\.1\.0/);
    assert.match(list.stdout, /member-portal\s+live 1\.0\.0/);
    assert.match(run('rollback', 'admin-portal').stdout, /rolled back to 1\.0\.0 \(was 1\.1\.0\)/);
    assert.match(run('history').stdout, /admin-portal\s+rollback 1\.1\.0 -> 1\.0\.0/);
  });

  it('exits 1 with a message a person can act on', () => {
    const result = run('rollback', 'admin-portal');
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^portal: admin-portal has no release before the live one/);
    assert.equal(run('frobnicate').status, 1);
    assert.equal(run('release', 'admin-portal', '--nope').status, 1);
  });
});
