import { apiPath } from './api-path';

/** Applications to register a new association (the member's side and the super admin's). */
export const registrationRequestPaths = {
  list: apiPath('/associations/registration-requests/'),
  one: apiPath('/associations/registration-requests/:id/'),
};
