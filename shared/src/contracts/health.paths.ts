import { apiPath } from './api-path';

export const healthPaths = { health: apiPath('/health') };
