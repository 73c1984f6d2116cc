import { apiPath } from './api-path';

/** `:id` is the association, `:mid` the membership type. */
export const membershipTypePaths = {
  list: apiPath('/associations/:id/membership-types/'),
  one: apiPath('/associations/:id/membership-types/:mid/'),
};
