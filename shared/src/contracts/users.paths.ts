import { apiPath } from './api-path';

export const userPaths = {
  /** The signed-in user: GET and PATCH. */
  me: apiPath('/auth/user/'),
  /** Anyone's public profile. */
  publicProfile: apiPath('/users/:id/'),
};
