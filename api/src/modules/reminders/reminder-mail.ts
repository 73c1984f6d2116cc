import { formatDate } from '@alumni/shared/format';
import { mailTexts, type MailMessageId } from '../../i18n/catalogs/mail';
import { mailParts, type MailMessage } from '../mail';
import type { DueReminder } from './reminders.repository';

const WHEN: Record<DueReminder['kind'], { subject: MailMessageId; title: MailMessageId; lead: MailMessageId }> = {
  '30_days': { subject: 'reminder.subjectEnds', title: 'reminder.titleEnds', lead: 'reminder.month' },
  '7_days': { subject: 'reminder.subjectEnds', title: 'reminder.titleEnds', lead: 'reminder.week' },
  end_day: { subject: 'reminder.subjectEnded', title: 'reminder.titleEnded', lead: 'reminder.ended' },
};

/** The reminder a member receives, in the member's language, with a one-click link to renew (the member portal opens the renewal). */
export function reminderMail(reminder: DueReminder, publicOrigin: string): MailMessage {
  const { language } = reminder;
  const t = mailTexts(language);
  const name = `${reminder.first_name} ${reminder.last_name}`.trim() || reminder.email;
  const when = WHEN[reminder.kind];
  const values = {
    association: reminder.association_name,
    type: reminder.type_name,
    end: formatDate(reminder.period_end, language),
  };
  const link = `${publicOrigin}/user/dashboard/memberships?renew=${reminder.membership_id}`;
  return {
    to: reminder.email,
    subject: t(when.subject, values),
    ...mailParts(
      {
        title: t(when.title, values),
        greeting: t('reminder.greeting', { name }),
        paragraphs: [t(when.lead, values), t('reminder.action')],
        link: { href: link, label: t('reminder.button') },
        after: t('reminder.after', values),
      },
      language,
    ),
  };
}
