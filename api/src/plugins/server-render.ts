/*
 * Server rendering of the public pages: the shell's server bundle (shell/dist-server/server.js, built with
 * the site) renders a page with the public portal's server bundle of the live release manifest, which it
 * reads through `readPortalFile` (the built portals on disk, the releases wherever they are stored).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { VERSION_PATTERN, type RemotesManifest, type RenderInput, type RenderOutput } from '@alumni/shared/portals';
import { isSafeKey, readObject } from '../storage/object-store';

type ServerBundle = { render: (input: RenderInput) => Promise<RenderOutput> };
export type RenderedPage = { html: string; headTags: string; bodyEnd: string; timingMs: number; errors: string[] };
export type PageRenderer = (url: string) => Promise<RenderedPage>;

const FOLDER = '[a-z0-9][a-z0-9-]*';
const BUILT_FILE = new RegExp(`^/portals/(${FOLDER})/(${VERSION_PATTERN}/[\\w./-]+\\.js)$`);
const RELEASED_FILE = new RegExp(`^/releases/(${FOLDER}/${VERSION_PATTERN}/[\\w./-]+\\.js)$`);

const serverBundlePath = (webRoot: string) => path.join(webRoot, 'shell', 'dist-server', 'server.js');

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/** A portal file named in the manifest, read where the web server serves it from; null when there is none. */
function portalFileReader(app: FastifyInstance, opts: { webRoot: string; dataDir: string }) {
  return async (url: string): Promise<string | null> => {
    if (/^https?:\/\//.test(url)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return response.ok ? response.text() : null;
    }
    if (url.includes('..')) return null;
    const built = BUILT_FILE.exec(url);
    if (built) return readOrNull(path.join(opts.webRoot, built[1], 'dist', built[2]));
    const released = RELEASED_FILE.exec(url);
    if (!released || !isSafeKey(released[1])) return null;
    if (app.storage.kind === 's3') {
      const object = await readObject(app.storage, `releases/${released[1]}`);
      return object ? object.toString('utf8') : null;
    }
    return readOrNull(path.join(opts.dataDir, 'releases', released[1]));
  };
}

/**
 * The renderer of the public pages, or null when the site was built without the shell's server bundle.
 * `manifest` is the live release manifest, read for every page (a release or rollback renders at once).
 */
export function createPageRenderer(
  app: FastifyInstance,
  opts: { webRoot: string; dataDir: string; manifest: () => Promise<RemotesManifest> },
): PageRenderer | null {
  const bundle = serverBundlePath(opts.webRoot);
  if (!existsSync(bundle)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is a build output, found at runtime
  const server = require(bundle) as ServerBundle;
  const readPortalFile = portalFileReader(app, opts);
  return async (url) => {
    const started = performance.now();
    const page = await server.render({
      url,
      manifest: await opts.manifest(),
      readPortalFile,
      callApi: async ({ method, url: apiUrl, headers }) => {
        const answer = await app.inject({ method: method as 'GET', url: apiUrl, headers });
        return { status: answer.statusCode, headers: answer.headers as Record<string, string>, body: answer.body };
      },
    });
    return { ...page, timingMs: performance.now() - started };
  };
}
