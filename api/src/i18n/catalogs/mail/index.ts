import type { Catalog, Language } from '@alumni/shared/i18n';
import { createServerI18n } from '@alumni/shared/i18n/server';
import { mailBn } from './bn';
import { mailEn } from './en';

export type MailMessageId = keyof typeof mailEn;

const MAIL_CATALOGS: Record<Language, Catalog> = { en: mailEn, bn: mailBn };

/** `t(id, values)`: a mail's or the certificate's text in the reader's language (one Lingui instance per mail). */
export function mailTexts(language: Language) {
  const i18n = createServerI18n(language, MAIL_CATALOGS);
  return (id: MailMessageId, values?: Record<string, unknown>) => i18n._(id, values);
}

export type MailTexts = ReturnType<typeof mailTexts>;
