export { createQueryClient } from './query-client';
