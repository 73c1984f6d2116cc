import { VALIDATION_EN, type Catalog, type Language } from '@alumni/shared/i18n';
import { VALIDATION_BN } from '@alumni/shared/i18n/server';
import { apiBn } from './bn';
import { apiEn } from './en';

/** The API's own messages and the contracts' field messages (one catalog in @alumni/shared, the forms' too). */
export const API_EN: Catalog = { ...apiEn, ...VALIDATION_EN };
export const API_CATALOGS: Record<Language, Catalog> = { en: API_EN, bn: { ...apiBn, ...VALIDATION_BN } };
