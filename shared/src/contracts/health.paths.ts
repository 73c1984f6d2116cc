import { apiPath, type Call } from './api-path';
import type { Health } from './health';

export const healthPaths = { health: apiPath('/health').calls<{ get: Call<Health> }>() };
