import { INTL_LOCALES, type Language } from '@alumni/shared/i18n';
import { mailTexts, type MailTexts } from '../../i18n/catalogs/mail';
import { mailParts, type MailMessage } from '../mail';

const DHAKA = { timeZone: 'Asia/Dhaka' } as const;

/** The moment in words, in Bangladesh time where the members are: `27 November 2026, 21:45`, in Bangla with Bangla digits. */
function moment(when: Date, language: Language): string {
  if (language === 'en')
    return new Intl.DateTimeFormat('en-GB', {
      ...DHAKA,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(when);
  const locale = INTL_LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, { ...DHAKA, day: 'numeric', month: 'long', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { ...DHAKA, hour: '2-digit', minute: '2-digit', hour12: false });
  return `${day.format(when)}, ${time.format(when)}`;
}

const at = (when: Date, language: Language, t: MailTexts) => t('security.when', { when: moment(when, language) });

/**
 * To the address an account had before its owner (or whoever holds the session and the password)
 * changed it: the old address is the only one the real owner may still read.
 */
export function emailChangedMail(input: {
  oldEmail: string;
  newEmail: string;
  when: Date;
  origin: string;
  language: Language;
}): MailMessage {
  const { oldEmail, newEmail, when, origin, language } = input;
  const t = mailTexts(language);
  return {
    to: oldEmail,
    subject: t('emailChanged.subject'),
    ...mailParts(
      {
        title: t('emailChanged.title'),
        greeting: t('layout.hello'),
        paragraphs: [
          t('emailChanged.what', { when: at(when, language, t), oldEmail, newEmail }),
          t('emailChanged.next'),
        ],
        link: { href: `${origin}/login`, label: t('emailChanged.button') },
        after: t('emailChanged.after'),
      },
      language,
    ),
  };
}

/** To the account after its password was changed (signed in) or set with a reset link. */
export function passwordChangedMail(input: {
  to: string;
  how: 'changed' | 'reset';
  when: Date;
  origin: string;
  language: Language;
}): MailMessage {
  const { to, how, when, origin, language } = input;
  const t = mailTexts(language);
  const what = t(how === 'reset' ? 'passwordChanged.reset' : 'passwordChanged.changed', {
    when: at(when, language, t),
    email: to,
  });
  return {
    to,
    subject: t('passwordChanged.subject'),
    ...mailParts(
      {
        title: t('passwordChanged.title'),
        greeting: t('layout.hello'),
        paragraphs: [what, t('passwordChanged.others')],
        link: { href: `${origin}/forgot-password`, label: t('passwordChanged.button') },
        after: t('passwordChanged.after'),
      },
      language,
    ),
  };
}
