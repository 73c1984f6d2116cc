import { shellEn } from '../i18n/catalogs/shell/en';
import { PRODUCT_NAME } from './brand/product';

/**
 * What the support chat says and where it writes, for the public site's chat bubble and the
 * dashboard's help widget alike (spec section 9: a fixed number, not printed; account name the product).
 */
export const SUPPORT_CHAT = {
  /** Digits only, country code first. */
  phoneNumber: '8801700000000',
  accountName: PRODUCT_NAME,
  /** The chat's texts in English; in the page's language from the shell catalog (`chat.status`, `chat.greeting`, `chat.placeholder`). */
  statusMessage: shellEn['chat.status'],
  chatMessage: shellEn['chat.greeting'],
  placeholder: shellEn['chat.placeholder'],
} as const;

/** The messaging app's (wa.me) address of a chat with `phone`; its `text` parameter is the message typed in. */
export const messagingAppAddress = (phone: string = SUPPORT_CHAT.phoneNumber) =>
  `https://wa.me/${phone.replace(/\D/g, '')}`;

/** A messaging-app (wa.me) link that opens a chat with `phone` with `text` typed in. */
export const messagingAppUrl = (text: string, phone: string = SUPPORT_CHAT.phoneNumber) =>
  `${messagingAppAddress(phone)}?text=${encodeURIComponent(text)}`;
