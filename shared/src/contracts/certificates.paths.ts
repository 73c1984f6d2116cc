import { apiPath } from './api-path';

export const certificatePaths = {
  /** Mails the certificate of membership `:id`. */
  send: apiPath('/memberships/:id/get-certificate/'),
};
