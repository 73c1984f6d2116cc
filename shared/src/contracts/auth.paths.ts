import { apiPath } from './api-path';

export const authPaths = {
  registration: apiPath('/auth/registration/'),
  login: apiPath('/auth/login/'),
  /** Cookie-authenticated (refresh token and XSRF header), like logout. */
  refresh: apiPath('/auth/token/refresh/'),
  logout: apiPath('/auth/logout/'),
  passwordChange: apiPath('/auth/password/change/'),
};
