import { formatLongDate, formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { portalNamed, portalPath } from '@alumni/shared/portals';
import { mailTexts, type MailTexts } from '../../i18n/catalogs/mail';
import { mailParts, type MailMessage } from '../mail';
import type { MembershipRow } from './memberships.repository';

/** `LM-0042`: the membership type's short name and the serial, zero-padded to 4 digits. */
export const formatSerial = (shortName: string, serial: number) => `${shortName}-${String(serial).padStart(4, '0')}`;

/** "BDT 1,200.00", in Bangla "টাকা ১,২০০.০০". */
const taka = (amount: number, language: Language) => formatMoney(amount, { on: 'card', isToThePaisa: true, language });

const periodText = (row: Pick<MembershipRow, 'start_date' | 'end_date'>, language: Language, t: MailTexts) =>
  row.end_date
    ? t('membership.periodRange', {
        start: formatLongDate(row.start_date, language),
        end: formatLongDate(row.end_date, language),
      })
    : t('membership.periodLife', { start: formatLongDate(row.start_date, language) });

/** Where the member finds the membership and its certificate (PDF download, or by mail). */
const yourMembershipsUrl = (origin: string) => `${origin}${portalPath(portalNamed('member_portal')!, 'memberships')}`;

/** The payment the mail speaks of: its amount and the reference the member sees under Your Transactions. */
type PaidWith = { amount: number; reference: string };

function membershipMail(
  row: MembershipRow,
  origin: string,
  text: (t: MailTexts, language: Language) => { subject: string; title: string; opening: string },
): MailMessage {
  const language = row.user_language;
  const t = mailTexts(language);
  const serial = formatSerial(row.type_short_name, row.serial);
  const { subject, title, opening } = text(t, language);
  const name = row.user_first_name.trim();
  return {
    to: row.user_email,
    subject,
    ...mailParts(
      {
        title,
        greeting: name ? t('layout.helloName', { name }) : t('layout.helloThere'),
        paragraphs: [
          opening,
          t('membership.line', { type: row.type_name, association: row.association_name }),
          t('membership.serial', { serial }),
          t('membership.period', { period: periodText(row, language, t) }),
          t('membership.certificateReady'),
        ],
        link: { href: yourMembershipsUrl(origin), label: t('membership.button') },
      },
      language,
    ),
  };
}

/** To the member when an association admin approved their offline payment: the membership is made. */
export function offlineApprovalMail(row: MembershipRow, paid: PaidWith, origin: string): MailMessage {
  return membershipMail(row, origin, (t, language) => ({
    subject: t('approved.subject', { association: row.association_name }),
    title: t('approved.title'),
    opening: t('approved.opening', {
      association: row.association_name,
      amount: taka(paid.amount, language),
      reference: paid.reference,
    }),
  }));
}

/** To the member when the payment of a renewal went through: the same serial, a new period. */
export function renewalPaidMail(row: MembershipRow, paid: PaidWith, origin: string): MailMessage {
  return membershipMail(row, origin, (t, language) => ({
    subject: t('renewed.subject', { association: row.association_name }),
    title: t('renewed.title'),
    opening: t('renewed.opening', { amount: taka(paid.amount, language), reference: paid.reference }),
  }));
}
