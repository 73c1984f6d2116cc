import type { Catalog, Language } from '@alumni/shared/i18n';
import { apiBn } from './bn';
import { apiEn } from './en';

export const API_CATALOGS: Record<Language, Catalog> = { en: apiEn, bn: apiBn };
