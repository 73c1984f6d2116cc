import type { Language } from '@alumni/shared/i18n';
import { mailTexts } from '../../i18n/catalogs/mail';
import { mailParts, type MailMessage } from '../mail';

type LinkMail = { to: string; link: string; language: Language };

export function passwordResetMail({ to, link, language }: LinkMail): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: t('reset.subject'),
    ...mailParts(
      {
        title: t('reset.title'),
        greeting: t('layout.hello'),
        paragraphs: [t('reset.intro', { email: to }), t('reset.action')],
        link: { href: link, label: t('reset.button') },
        after: t('reset.after'),
      },
      language,
    ),
  };
}

export function verificationMail({ to, link, language }: LinkMail): MailMessage {
  const t = mailTexts(language);
  return {
    to,
    subject: t('verify.subject'),
    ...mailParts(
      {
        title: t('verify.title'),
        greeting: t('layout.hello'),
        paragraphs: [t('verify.intro', { email: to }), t('verify.action')],
        link: { href: link, label: t('verify.button') },
        after: t('verify.after'),
      },
      language,
    ),
  };
}
