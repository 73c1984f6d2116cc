import type { MailMessage } from '../mail';
import type { TransactionRow } from '../transactions';

const taka = (amount: number) => `BDT ${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Tells the member that a second payment of a membership already paid was given back. */
export function refundMail(row: TransactionRow): MailMessage {
  const amount = taka(row.refund_amount ?? row.amount);
  const reference = row.refund_reference ? ` The payment provider's refund reference is ${row.refund_reference}.` : '';
  return {
    to: row.user_email,
    subject: `Your second payment of ${amount} was refunded`,
    text: [
      `Hello ${row.user_first_name || 'there'},`,
      '',
      `Your ${row.type_name} membership of ${row.association_name} was paid twice. The membership is yours, paid by the first payment.`,
      `The second payment of ${amount} (transaction ${row.transaction_id}) has been refunded.${reference}`,
      'It may take a few working days to reach your account. You see it under Your Transactions.',
      '',
      'Alumni Connect',
    ].join('\n'),
  };
}
