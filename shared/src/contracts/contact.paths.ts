import { apiPath } from './api-path';

export const contactPaths = {
  messages: apiPath('/contact-messages/'),
  message: apiPath('/contact-messages/:id/'),
  /** The landing page's counters. */
  stats: apiPath('/stats/'),
};
