import { createServerI18n } from '@alumni/shared/i18n/server';
import type { Language } from '@alumni/shared/i18n';
import { nativeFormsBn } from './bn';
import { nativeFormsEn } from './en';

export type NativeFormTextId = keyof typeof nativeFormsEn;

const CATALOGS = { en: nativeFormsEn, bn: nativeFormsBn };
// One instance per language, made once: the server only reads them.
const instances = { en: createServerI18n('en', CATALOGS), bn: createServerI18n('bn', CATALOGS) };

/** A native form's answer from the web server itself, in `language`. */
export const formText = (language: Language, id: NativeFormTextId): string => instances[language]._(id);
