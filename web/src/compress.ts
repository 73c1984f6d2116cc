import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

type Encoding = 'br' | 'gzip';
type Encoded = Partial<Record<Encoding, Buffer>>;

/**
 * Pages and sitemaps are made per request (their preload hints follow the live manifests, their heads the
 * database), so they are compressed here, once per distinct body (by its tag) and encoding asked for: a few
 * hundred kept.
 */
const encodedBodies = new Map<string, Encoded>();
const MAX_VARIANTS = 256;

/**
 * Brotli quality 6: a 130 KB page in about 1.5 ms, 2-3% larger than at quality 9, which takes 30 ms (in
 * the time to first byte of every page made anew).
 */
function encode(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipSync(raw, { level: 6 });
}

/** `body` (tagged `etag`) as brotli or gzip when the client takes one, else as it is. */
export function negotiateBody(
  body: string,
  etag: string,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = acceptEncoding ? (negotiate(acceptEncoding, ['br', 'gzip']) as Encoding | null) : null;
  if (!encoding) return { body };
  let encoded = encodedBodies.get(etag);
  if (!encoded) {
    encoded = {};
    if (encodedBodies.size >= MAX_VARIANTS) encodedBodies.delete(encodedBodies.keys().next().value as string);
    encodedBodies.set(etag, encoded);
  }
  encoded[encoding] ??= encode(Buffer.from(body), encoding);
  return { body: encoded[encoding], encoding };
}
