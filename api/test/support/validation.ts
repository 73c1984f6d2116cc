import { expect } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Sends `body` with each required field missing, empty, blank and null: every one answers 400 with that
 * field's message (`required`: field and message).
 */
export async function expectEachRequired<B extends Record<string, unknown>>(
  body: B,
  required: [keyof B & string, string][],
  send: (payload: Record<string, unknown>) => Promise<LightMyRequestResponse>,
  blank: string,
) {
  for (const [field, message] of required) {
    const { [field]: _omit, ...rest } = body;
    for (const payload of [rest, { ...body, [field]: '' }, { ...body, [field]: blank }, { ...body, [field]: null }]) {
      const response = await send(payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', [field]: [message] });
    }
  }
}
