import type { Catalog, Language } from '@alumni/shared/i18n';
import { createServerI18n } from '@alumni/shared/i18n/server';
import { checkoutBn } from './bn';
import { checkoutEn } from './en';

export type CheckoutMessageId = keyof typeof checkoutEn;

const CHECKOUT_CATALOGS: Record<Language, Catalog> = { en: checkoutEn, bn: checkoutBn };

/** `t(id, values)`: the sandbox checkout page's text in the page's language. */
export function checkoutTexts(language: Language) {
  const i18n = createServerI18n(language, CHECKOUT_CATALOGS);
  return (id: CheckoutMessageId, values?: Record<string, unknown>) => i18n._(id, values);
}
