/** The support line the floating chat widgets write to (spec section 1: fixed, not printed). Digits only, country code first. */
export const SUPPORT_CHAT_NUMBER = '8801700000000';

/** A messaging-app (wa.me) link that opens a chat with `phone` with `text` typed in. */
export const messagingAppUrl = (text: string, phone: string = SUPPORT_CHAT_NUMBER) =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
