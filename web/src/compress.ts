import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

type Encoded = { br: Buffer; gzip: Buffer };

/**
 * Pages and sitemaps are made per request (their preload hints follow the live manifests, their heads the
 * database), so they are compressed here, once per distinct body (by its tag): a few hundred kept.
 */
const encodedBodies = new Map<string, Encoded>();
const MAX_VARIANTS = 256;
/** Past this, a faster setting: a sitemap of thousands of associations must not hold the event loop. */
const LARGE_BODY = 256 * 1024;

function encode(raw: Buffer): Encoded {
  const isLarge = raw.length > LARGE_BODY;
  return {
    br: brotliCompressSync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: isLarge ? 5 : 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzip: gzipSync(raw, { level: isLarge ? 6 : 9 }),
  };
}

/** `body` (tagged `etag`) as brotli or gzip when the client takes one, else as it is. */
export function negotiateBody(
  body: string,
  etag: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null) : null;
  if (!encoding) return { body };
  let encoded = encodedBodies.get(etag);
  if (!encoded) {
    encoded = encode(Buffer.from(body));
    if (encodedBodies.size >= MAX_VARIANTS) encodedBodies.delete(encodedBodies.keys().next().value as string);
    encodedBodies.set(etag, encoded);
  }
  return { body: encoded[encoding], encoding };
}
