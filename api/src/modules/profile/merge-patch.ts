import type { z } from 'zod';
import { validationErrorFrom } from '../../plugins/errors';

/**
 * PATCH = the stored record with the sent fields laid over it, checked again by the create
 * schema, so a partial change cannot leave a record the create form would refuse (end before start).
 * Fields sent as undefined are not changes; null is (it clears a nullable field).
 */
export function mergePatch<S extends z.ZodType>(schema: S, stored: object, patch: object): z.output<S> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const result = schema.safeParse({ ...stored, ...changes });
  if (result.success) return result.data;
  throw validationErrorFrom(
    result.error.issues.map((issue) => ({
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      keyword: issue.code,
    })),
    'body',
  );
}
