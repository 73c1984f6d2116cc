import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { I18n } from '@lingui/core';
import { createI18n, type Catalog } from './create-i18n';
import type { Language } from './languages';

// The contracts' field messages in Bangla, for the server's answers (a page fetches them as a chunk of their own).
export { validationBn as VALIDATION_BN } from './catalogs/validation/bn';

/**
 * A Lingui instance on the server (API answers, mails, the certificate, the server render): the catalogs
 * are compiled as they are used; the instance is made per request or per mail, for one language.
 */
export const createServerI18n = (language: Language, catalogs: Record<Language, Catalog>): I18n =>
  createI18n({ language, catalogs, compile: compileMessage });
