/**
 * @jest-environment node
 */
import { describe, expect, it, jest } from '@jest/globals';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { lazyZodResolver } from '../lazy-zod-resolver';

const schema = z.object({ email: z.email('Enter a valid email'), password: z.string().min(1, 'Password is required') });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema on the first validation only, and validates as zodResolver does', async () => {
    const load = jest.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = { email: 'nope', password: '' };
    const lazy = await resolver(bad, undefined, options);
    const eager = await zodResolver(schema)(bad, undefined, options);
    expect(lazy).toEqual(eager);
    expect(lazy.errors.email?.message).toBe('Enter a valid email');

    expect(await resolver({ email: 'ada@example.com', password: 'x' }, undefined, options)).toEqual({
      values: { email: 'ada@example.com', password: 'x' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = jest
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values>(load);
    await expect(resolver({ email: 'x', password: '' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ email: 'x', password: '' }, undefined, options)).errors.password?.message).toBe(
      'Password is required',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
