// The sandbox's hosted checkout page (api/src/modules/payments/sandbox-checkout-page.ts).
export const checkoutEn = {
  'page.title': 'TEST PAYMENT: sandbox checkout',
  'banner.title': 'TEST PAYMENT — no money moves',
  'banner.text': 'This site uses the built-in sandbox, not a real payment provider.',
  heading: 'Sandbox payment',
  note: 'Choose what the payment provider should report.',
  'field.association': 'Association',
  'field.membership': 'Membership',
  'field.transaction': 'Transaction',
  'field.amount': 'Amount',
  'item.ticket': 'Event ticket: {title}',
  'button.pay': 'Pay',
  'button.fail': 'Fail',
  'button.cancel': 'Cancel',
};
