/*
 * Server rendering of the public pages: the shell's server bundle (shell/dist-server/server.js, built with
 * the site) renders a page with the public portal's server bundle (`<version>/server/remoteEntry.js`) named
 * by the live release manifest, read here where that version's files are: the built portals, DATA_DIR's
 * releases, or the bucket the releases are in. A release or a rollback renders with the next request.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { parseRemotesManifest, type ShellRenderInput, type ShellRenderOutput } from '@alumni/shared/portals';
import type { Frontends } from './frontends';
import type { Renderer } from './pages/send-page';

type ShellServer = { render: (input: ShellRenderInput) => Promise<ShellRenderOutput> };
/** A released file from the bucket the releases are in (`releases/<pkg>/<version>/…`); null when absent. */
export type ReadReleasedObject = (key: string) => Promise<Buffer | null>;

const SERVER_ENTRY = /\/server\/remoteEntry\.js$/;
const RELEASED = /^\/releases\/(.+)$/;

/** A server bundle named in the manifest, read where that version is kept; null when there is none. */
function serverBundleReader(frontends: Frontends, readReleased?: ReadReleasedObject) {
  return async (url: string): Promise<string | null> => {
    if (/^https?:\/\//i.test(url)) {
      // A portal released to a CDN: its server bundle beside its browser one.
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      return response.ok ? response.text() : null;
    }
    if (!SERVER_ENTRY.test(url)) return null;
    const folder = frontends.remoteFolder(url.replace(SERVER_ENTRY, '/remoteEntry.js'));
    if (!folder) return null;
    const released = RELEASED.exec(url);
    if (released && readReleased) return (await readReleased(`releases/${released[1]}`))?.toString('utf8') ?? null;
    return readFile(path.join(folder, 'server', 'remoteEntry.js'), 'utf8').catch(() => null);
  };
}

/**
 * The renderer of the public pages, or undefined when the site was built without the shell's server
 * bundle (the browser renders them). The pages' data comes from the API in process, as a signed-out
 * visitor's browser would ask for it.
 */
export function shellRenderer(
  app: FastifyInstance,
  frontends: Frontends,
  readReleased?: ReadReleasedObject,
): Renderer | undefined {
  const bundle = path.join(frontends.webRoot, 'shell', 'dist-server', 'server.js');
  if (!existsSync(bundle)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, found at runtime
  const server = require(bundle) as ShellServer;
  const readPortalFile = serverBundleReader(frontends, readReleased);
  return async ({ url, address, language, formEcho, site }) => {
    const started = performance.now();
    const page = await server.render({
      url,
      language,
      formEcho,
      site,
      manifest: parseRemotesManifest(await frontends.liveRemotes(app.log)),
      readPortalFile,
      callApi: async ({ method, url: apiUrl, headers }) => {
        // From the visitor's address: a per-address limit (a profile, a certificate) counts the visitor, not 127.0.0.1.
        const answer = await app.inject({
          method: method as InjectOptions['method'],
          url: apiUrl,
          headers: { ...headers, 'accept-language': language },
          remoteAddress: address,
        });
        return { status: answer.statusCode, headers: answer.headers as Record<string, string>, body: answer.body };
      },
    });
    if (page.errors.length > 0) app.log.error({ url, errors: page.errors }, 'parts of a page failed to render');
    const { html, headTags, bodyEnd, answer } = page;
    return { html, headTags, bodyEnd, answer, timingMs: performance.now() - started };
  };
}
