import { describe, expect, it } from '@jest/globals';
import type { RsvpMailRow } from '../events.repository';
import {
  cancelledMail,
  goingMail,
  holdReleasedMail,
  movedUpToPayMail,
  reminderMail,
  ticketRefundMail,
} from '../event-mails';

const ORIGIN = 'https://alumni.example.org';
const row = (language: 'en' | 'bn'): RsvpMailRow => ({
  id: 7,
  status: 'going',
  payment: 'paid',
  held_until: '2030-01-09T12:30:00.000Z',
  check_in_code: 'CODE-1',
  email: 'rahim@example.com',
  first_name: 'Rahim',
  last_name: 'Uddin',
  language,
  event_id: 5,
  title: 'Reunion <2030>',
  description: '',
  starts_at: '2030-01-10T12:30:00.000Z',
  ends_at: '2030-01-10T15:00:00.000Z',
  venue: 'Dhaka Club\nRamna',
  online_url: null,
  fee: 750,
  association_name: 'Dhaka College Alumni',
});

describe("event mails, in the person's language", () => {
  it('keeps the English wording', async () => {
    const going = await goingMail(row('en'), ORIGIN, 'movedUp');
    expect(going.subject).toBe('You are going: Reunion <2030>');
    expect(going.text).toContain(
      'A place came free at Reunion <2030> and you were next on the waiting list: you are going.',
    );
    expect(going.text).toContain('When: Thu, 10 Jan 2030, 6:30 PM – 9:00 PM (Asia/Dhaka)');
    expect(going.text).toContain('Where: Dhaka Club, Ramna');
    expect(going.html).toContain('Reunion &lt;2030&gt;');
    expect(going.html).not.toContain('Reunion <2030>');
    expect(movedUpToPayMail(row('en'), ORIGIN).text).toContain(
      'The place is held for you until Wed, 9 Jan 2030, 6:30 PM (Asia/Dhaka): pay the ticket of BDT 750',
    );
    expect(reminderMail(row('en'), ORIGIN).subject).toBe('Tomorrow: Reunion <2030>');
  });

  it('words every event mail in Bangla for a Bangla reader, the times and amounts in Bangla digits', async () => {
    const bn = row('bn');
    const going = await goingMail(bn, ORIGIN);
    expect(going.subject).toBe('আপনি যাচ্ছেন: Reunion <2030>');
    expect(going.text).toContain('প্রিয় Rahim Uddin,');
    expect(going.text).toContain('আপনার চেক-ইন কোড: CODE-1');
    expect(going.text).toMatch(/কখন: .*১০.*২০৩০/);
    expect(going.html).toContain('alt="চেক-ইন কোড CODE-1"');
    expect(movedUpToPayMail(bn, ORIGIN).subject).toBe('আপনার জন্য একটি জায়গা খালি হয়েছে: Reunion <2030>');
    expect(holdReleasedMail(bn, ORIGIN).subject).toBe('আপনার জায়গাটি ছেড়ে দেওয়া হয়েছে: Reunion <2030>');
    const cancelled = cancelledMail(bn, ORIGIN, 'online');
    expect(cancelled.subject).toBe('বাতিল: Reunion <2030>');
    expect(cancelled.text).toContain('পেমেন্ট প্রতিষ্ঠানের মাধ্যমে আপনার টিকিটের টাকা ফেরত দেওয়া হচ্ছে');
    expect(reminderMail(bn, ORIGIN).subject).toBe('আগামীকাল: Reunion <2030>');
    const refund = ticketRefundMail(
      {
        user_email: 'rahim@example.com',
        user_first_name: 'রহিম',
        event_title: null,
        association_name: 'Dhaka College Alumni',
        transaction_id: 'TX-9',
        amount: 750,
        refund_amount: null,
        refund_reference: 'RF-1',
      },
      'bn',
    );
    expect(refund.subject).toBe('আপনার টিকিটের টাকা ৭৫০.০০ পেমেন্ট ফেরত দেওয়া হয়েছে');
    expect(refund.text).toContain('একটি ইভেন্ট (Dhaka College Alumni, লেনদেন TX-9)');
    expect(refund.text).toContain('পেমেন্ট প্রতিষ্ঠানের ফেরত রেফারেন্স: RF-1।');
  });
});
