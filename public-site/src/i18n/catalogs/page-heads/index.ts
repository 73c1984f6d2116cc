import { createServerI18n } from '@alumni/shared/i18n/server';
import type { Language } from '@alumni/shared/i18n';
import { pageHeadsBn } from './bn';
import { pageHeadsEn } from './en';

export type PageHeadId = keyof typeof pageHeadsEn;

const CATALOGS = { en: pageHeadsEn, bn: pageHeadsBn };
// One instance per language, made once: the heads only read them (on the server: a route's loader).
const instances = { en: createServerI18n('en', CATALOGS), bn: createServerI18n('bn', CATALOGS) };

/** A page head's text in `language` (the English one where Bangla lacks it). */
export const headText = (language: Language, id: PageHeadId, values?: Record<string, string | number>): string =>
  instances[language]._(id, values);
