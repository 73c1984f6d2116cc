import { describe, expect, it } from '@jest/globals';
import { messagingAppUrl, SUPPORT_CHAT } from '../support-chat';
import { PRODUCT_NAME } from '../brand/product';

describe('support chat', () => {
  it('opens a chat with the support line, the typed text carried along', () => {
    expect(messagingAppUrl('Hi, about membership')).toBe(
      `https://wa.me/${SUPPORT_CHAT.phoneNumber}?text=Hi%2C%20about%20membership`,
    );
  });

  it('writes to another number given in any notation, digits only', () => {
    expect(messagingAppUrl('Hello', '+880 1711-111111')).toBe('https://wa.me/8801711111111?text=Hello');
  });

  it('speaks as the product with the words the spec gives', () => {
    expect(SUPPORT_CHAT).toMatchObject({
      accountName: PRODUCT_NAME,
      statusMessage: 'Typically replies within 1 hour',
      chatMessage: 'Hello there! How can we help?',
      placeholder: 'Type a message..',
    });
    expect(SUPPORT_CHAT.phoneNumber).toMatch(/^\d+$/);
  });
});
