import { formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { mailTexts } from '../../i18n/catalogs/mail';
import type { MailMessage } from '../mail';
import type { MembershipTransactionRow } from '../transactions';

/** Tells the member, in the member's language, that a second payment of a membership already paid was given back. */
export function refundMail(row: MembershipTransactionRow, language: Language): MailMessage {
  const t = mailTexts(language);
  const amount = formatMoney(row.refund_amount ?? row.amount, { on: 'card', isToThePaisa: true, language });
  const refunded = t('refund.refunded', { amount, transaction: row.transaction_id });
  const reference = row.refund_reference ? ` ${t('refund.reference', { reference: row.refund_reference })}` : '';
  const name = row.user_first_name;
  return {
    to: row.user_email,
    subject: t('refund.subject', { amount }),
    text: [
      name ? t('layout.helloName', { name }) : t('layout.helloThere'),
      '',
      t('refund.twice', { type: row.type_name, association: row.association_name }),
      `${refunded}${reference}`,
      t('refund.when'),
      '',
      t('layout.signature'),
    ].join('\n'),
  };
}
