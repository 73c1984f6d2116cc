/*
 * Released portals on a bucket (STORAGE_URL, an in-process s3rver): the web plugin serves
 * /releases/<pkg>/<version>/<file> from the bucket the API hands it, whichever instance copied the release.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers';
import { startS3, type TestS3 } from './support/s3';

describe('released portals on a bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    s3 = await startS3('alumni-releases');
    webRoot = mkdtempSync(path.join(tmpdir(), 'alumni-web-s3-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell', 'dist', 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ config: { webRoot, storage: s3.settings() } });
    await t.app.storage.put(
      'releases/admin-portal/1.3.0/remoteEntry.js',
      Buffer.from('var admin_portal;'),
      'text/javascript',
    );
    await t.app.storage.put(
      'releases/admin-portal/1.3.0/42.0123456789abcdef0123.js',
      Buffer.from('chunk'),
      'text/javascript',
    );
    await t.app.storage.put('releases/history.json', Buffer.from('{}'), 'application/json');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a released entry no-cache and its hashed chunks immutable, with a 304 for a known tag', async () => {
    const entry = await get('/releases/admin-portal/1.3.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var admin_portal;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    const again = await get('/releases/admin-portal/1.3.0/remoteEntry.js', {
      'if-none-match': String(entry.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const chunk = await get('/releases/admin-portal/1.3.0/42.0123456789abcdef0123.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 JSON for what is no released file, never a page', async () => {
    for (const url of [
      '/releases/history.json',
      '/releases/admin-portal/9.9.9/remoteEntry.js',
      '/releases/admin-portal/1.3.0/../../history.json',
      '/releases/admin-portal/',
    ]) {
      const response = await get(url, { accept: 'text/html' });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });
});
