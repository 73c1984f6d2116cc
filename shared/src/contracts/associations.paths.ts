import { apiPath } from './api-path';

export const associationPaths = {
  list: apiPath('/associations/'),
  one: apiPath('/associations/:id/'),
  logo: apiPath('/associations/:id/logos/'),
  cover: apiPath('/associations/:id/covers/'),
};
