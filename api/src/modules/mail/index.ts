// The outbox other modules queue their mails in.
export type { MailOutbox } from './mail-outbox';
export type { DeliveryResult } from './mail-outbox';
export type { MailMessage } from './mailer';
