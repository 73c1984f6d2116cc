import { expect, it } from '@jest/globals';
import type { MembershipTransactionRow } from '../../transactions';
import { refundMail } from '../refund-mail';

const row = {
  user_email: 'rahim@example.com',
  user_first_name: 'রহিম',
  type_name: 'Life Member',
  association_name: 'Cast Association One',
  amount: 10000,
  refund_amount: null,
  refund_reference: 'RF-77',
  transaction_id: 'TX-42',
} as unknown as MembershipTransactionRow;

it("words the refund notice in the member's language, the amount in its digits", () => {
  const bangla = refundMail(row, 'bn');
  expect(bangla.subject).toBe('আপনার দ্বিতীয় পেমেন্টের টাকা ১০,০০০.০০ ফেরত দেওয়া হয়েছে');
  expect(bangla.text).toContain(
    'দ্বিতীয় পেমেন্টের টাকা ১০,০০০.০০ (লেনদেন TX-42) ফেরত দেওয়া হয়েছে। পেমেন্ট প্রতিষ্ঠানের ফেরত রেফারেন্স: RF-77।',
  );
  const english = refundMail(row, 'en');
  expect(english.subject).toBe('Your second payment of BDT 10,000.00 was refunded');
  expect(english.text).toContain("has been refunded. The payment provider's refund reference is RF-77.");
});
