import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that loads zod, the resolver and the form's schema when it first validates
 * (on submit, for a form in the default mode), not with the form: a page whose form is its first
 * screen (the login page) shows and takes input without waiting for them. Validation, messages and
 * typing are zodResolver's.
 */
export function lazyZodResolver<TValues extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<TValues, TValues>>,
): Resolver<TValues> {
  let ready: Promise<Resolver<TValues>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TValues>,
      (error: unknown) => {
        ready = undefined; // a failed download is tried again on the next submit
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
