export { createQueryClient } from './query-client';
export { associationKeys } from './association-keys';
export { eventKeys } from './event-keys';
