import { describe, expect, it } from '@jest/globals';
import { checkoutBn } from '../../../i18n/catalogs/checkout/bn';
import { checkoutEn } from '../../../i18n/catalogs/checkout/en';
import { renderCheckoutPage, type CheckoutPage } from '../sandbox-checkout-page';

const page = (over: Partial<CheckoutPage>): CheckoutPage => ({
  transactionId: 'TXN-20261128-ABCDEFGHIJ',
  associationName: 'Dhaka <College> Alumni',
  membershipType: 'Life Member',
  eventTitle: null,
  amount: 12000,
  action: '/api/v1/payments/sandbox/complete/TXN-20261128-ABCDEFGHIJ',
  signatures: { success: 's', failed: 'f', cancelled: 'c' },
  nonce: 'n',
  language: 'en',
  ...over,
});

describe('the sandbox checkout page', () => {
  it('reads in Bangla on a Bangla page: the words, the taka in Bangla digits, an event ticket named as one', () => {
    const html = renderCheckoutPage(page({ language: 'bn', membershipType: null, eventTitle: 'Reunion "2026"' }));
    expect(html).toContain('<html lang="bn">');
    for (const id of ['banner.title', 'banner.text', 'heading', 'note', 'button.pay', 'button.fail'] as const)
      expect(html).toContain(checkoutBn[id]);
    expect(html).toContain('৳ ১২,০০০.০০');
    expect(html).toContain('ইভেন্টের টিকিট: Reunion &quot;2026&quot;');
    expect(html).toContain('Dhaka &lt;College&gt; Alumni');
    // The amount each button posts stays the machine's number.
    expect(html).toContain('name="amount" value="12000.00"');
    expect(html).not.toMatch(/TEST PAYMENT|Sandbox payment|>Pay</);
  });

  it('reads as before in English', () => {
    const html = renderCheckoutPage(page({}));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<title>${checkoutEn['page.title']}</title>`);
    expect(html).toContain('<dt>Membership</dt><dd>Life Member</dd>');
    expect(html).toContain('৳ 12,000.00');
    expect(html).toContain('<button type="submit" class="cancel">Cancel</button>');
  });
});
