/*
 * STORAGE_URL: where uploaded files live. Absent: the local disk under DATA_DIR. Otherwise an
 * S3-compatible bucket: s3://BUCKET[/PREFIX]?endpoint=URL&region=REGION&forcePathStyle=true, with the
 * credentials in the standard AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (never in the URL).
 */

export type S3Settings = {
  kind: 's3';
  bucket: string;
  /** Keys live under this folder of the bucket ('' for the bucket's root). */
  prefix: string;
  /** An S3-compatible server (MinIO, Garage, R2...); absent for AWS itself. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; absent: the SDK's own chain (instance role, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};
export type StorageSettings = { kind: 'disk' } | S3Settings;

export class StorageUrlError extends Error {
  override name = 'StorageUrlError';
}

const EXAMPLE = 's3://BUCKET?endpoint=https://s3.example.org&region=REGION&forcePathStyle=true';
const OPTIONS = ['endpoint', 'region', 'forcePathStyle'];
// S3's bucket naming rules: 3-63 lowercase letters, digits, dots and hyphens, starting and ending alphanumeric.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const BOOLEANS: Record<string, boolean> = { true: true, '1': true, yes: true, false: false, '0': false, no: false };

function parseEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageUrlError(`endpoint "${value}" is not a URL; use an http(s) address such as http://127.0.0.1:9000`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new StorageUrlError(`endpoint "${value}" must be an http:// or https:// address`);
  if (url.search || url.hash || url.username)
    throw new StorageUrlError(`endpoint "${value}" must be a plain address (no query, fragment or credentials)`);
  return value.replace(/\/+$/, '');
}

function parseOptions(params: URLSearchParams) {
  for (const name of params.keys())
    if (!OPTIONS.includes(name))
      throw new StorageUrlError(`unknown option "${name}" (known: ${OPTIONS.join(', ')}); expected ${EXAMPLE}`);
  const endpoint = params.get('endpoint');
  const region = params.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) throw new StorageUrlError(`region "${region}" is not a region name such as eu-west-1`);
  const style = params.get('forcePathStyle') ?? 'false';
  const forcePathStyle = BOOLEANS[style.toLowerCase()];
  if (forcePathStyle === undefined) throw new StorageUrlError(`forcePathStyle must be true or false, not "${style}"`);
  return { endpoint: endpoint === null ? undefined : parseEndpoint(endpoint), region, forcePathStyle };
}

/** STORAGE_URL -> settings; throws StorageUrlError saying in one sentence what is wrong. */
export function parseStorageUrl(value: string | undefined): StorageSettings {
  if (value === undefined || value.trim() === '') return { kind: 'disk' };
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?$/i.exec(value.trim());
  if (!match) throw new StorageUrlError(`"${value}" is not a URL such as ${EXAMPLE}`);
  const [, scheme, authority, path, query] = match;
  if (scheme.toLowerCase() !== 's3')
    throw new StorageUrlError(`the scheme must be s3:// (an S3-compatible bucket), not ${scheme}://`);
  if (authority.includes('@'))
    throw new StorageUrlError('put the keys in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL');
  if (!authority) throw new StorageUrlError(`no bucket named; expected ${EXAMPLE}`);
  if (!BUCKET.test(authority))
    throw new StorageUrlError(
      `"${authority}" is not a valid bucket name (3-63 lowercase letters, digits, dots and hyphens)`,
    );
  const prefix = decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((s) => s === '.' || s === '..' || (prefix && s === '')))
    throw new StorageUrlError(`the folder "${prefix}" after the bucket must not hold empty, "." or ".." parts`);
  return { kind: 's3', bucket: authority, prefix, ...parseOptions(new URLSearchParams(query ?? '')) };
}

/** The settings with the standard AWS credentials of `env` (both or neither, when a bucket is used). */
export function storageFromEnv(env: Record<string, string | undefined>): StorageSettings {
  const settings = parseStorageUrl(env.STORAGE_URL);
  const accessKeyId = env.AWS_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY || undefined;
  if (settings.kind === 'disk') return settings;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new StorageUrlError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  if (!accessKeyId || !secretAccessKey) return settings;
  return { ...settings, credentials: { accessKeyId, secretAccessKey } };
}
