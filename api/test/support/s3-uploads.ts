/* Uploads, and instances of the app, for the suites that run on an S3-compatible bucket. */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../src/storage/storage-errors';
import type { S3Settings } from '../../src/storage/storage-url';
import { RELAXED_RATE_LIMITS, testConfig, type TestApp } from '../helpers';
import { PDF } from './fixtures';
import { makePng, multipart, type FilePart, type TextPart } from './multipart';

export type Headers = { authorization: string };
export const UNAVAILABLE = { message: STORAGE_UNAVAILABLE_MESSAGE, code: 'STORAGE_UNAVAILABLE' };

export async function post(app: FastifyInstance, url: string, headers: Headers, parts: (FilePart | TextPart)[]) {
  const form = multipart(parts);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
}
export const picture = async (color = '#3366cc'): Promise<FilePart> => ({
  field: 'profile_picture',
  filename: 'me.png',
  contentType: 'image/png',
  data: await makePng(40, 40, color),
});
export const logo = async (): Promise<FilePart> => ({
  field: 'logo',
  filename: 'logo.png',
  contentType: 'image/png',
  data: await makePng(64, 64, '#228833'),
});
export const application = (typeId: number): (FilePart | TextPart)[] => [
  { field: 'institute', value: 'School' },
  { field: 'batch', value: '2008' },
  { field: 'roll_number', value: '42' },
  { field: 'membership_type', value: String(typeId) },
  { field: 'proof_document', filename: 'receipt.pdf', contentType: 'application/pdf', data: PDF },
];

/** Another instance: an app on `peer`'s database and JWT secret, with its own DATA_DIR and these bucket settings. */
export async function instance(
  peer: TestApp,
  storage: S3Settings,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const config = testConfig({ storage, jwtSecret: peer.config.jwtSecret });
  const app = await buildApp({ config, database: peer.database, logger: false, rateLimits: RELAXED_RATE_LIMITS });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
