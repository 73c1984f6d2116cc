import { apiPath } from './api-path';

export const userPaths = {
  /** The signed-in user: GET and PATCH. */
  me: apiPath('/auth/user/'),
  /** Anyone's public profile, by its unguessable handle (an old numeric id: signed-in callers only, redirected). */
  publicProfile: apiPath('/users/:handle/'),
};
