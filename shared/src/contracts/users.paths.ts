import { apiPath, type Call } from './api-path';
import type { ProfilePatch, PublicUser, User } from './users';

export const userPaths = {
  /** The signed-in user: GET and PATCH. */
  me: apiPath('/auth/user/').calls<{ get: Call<User>; patch: Call<User, ProfilePatch> }>(),
  /** Anyone's public profile, by its unguessable handle (an old numeric id: signed-in callers only, redirected). */
  publicProfile: apiPath('/users/:handle/').calls<{ get: Call<PublicUser> }>(),
};
