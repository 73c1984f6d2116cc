/**
 * The time "now": the system's, or one a test sets (statuses and renewal periods are tested on the
 * edges of Asia/Dhaka dates without waiting for them).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

declare module 'fastify' {
  interface FastifyInstance {
    /** Now, for business dates (memberships' status, renewal periods): the system clock unless a test sets one. */
    clock: Clock;
  }
}
