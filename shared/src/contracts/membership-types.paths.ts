import { apiPath, type Call } from './api-path';
import type { MessageResponse } from './common';
import type { MembershipType, MembershipTypeBody, MembershipTypePatch } from './membership-types';

/** `:id` is the association, `:mid` the membership type. */
export const membershipTypePaths = {
  list: apiPath('/associations/:id/membership-types/').calls<{
    get: Call<{ results: MembershipType[] }>;
    post: Call<MembershipType, MembershipTypeBody>;
  }>(),
  one: apiPath('/associations/:id/membership-types/:mid/').calls<{
    get: Call<MembershipType>;
    patch: Call<MembershipType, MembershipTypePatch>;
    /** 200 with a message (kept, retired), or 204 (deleted). */
    delete: Call<MessageResponse | null>;
  }>(),
};
