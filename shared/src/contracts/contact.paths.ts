import { apiPath, type Call } from './api-path';
import type { MessageResponse, Paginated } from './common';
import type { ContactMessage, ContactMessageBody, ContactMessagePatch, SiteStats } from './contact';

export const contactPaths = {
  messages: apiPath('/contact-messages/').calls<{
    get: Call<Paginated<ContactMessage>>;
    post: Call<MessageResponse, ContactMessageBody>;
  }>(),
  message: apiPath('/contact-messages/:id/').calls<{ patch: Call<ContactMessage, ContactMessagePatch> }>(),
  /** The landing page's counters. */
  stats: apiPath('/stats/').calls<{ get: Call<SiteStats> }>(),
};
