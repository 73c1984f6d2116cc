// The outbox other modules queue their mails in, and the layout of the mails.
export type { MailOutbox } from './mail-outbox';
export type { DeliveryResult } from './mail-outbox';
export type { MailMessage } from './mailer';
export { mailParts } from './mail-layout';
export { mailNotices, type MailNotices } from './mail-notices';
