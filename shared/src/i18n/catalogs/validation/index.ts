import { lazyCatalogs } from '../../lazy-catalogs';
import { validationEn } from './en';

/**
 * The contracts' field messages: English in the bundle (the forms match a message against it), Bangla a chunk
 * of its own fetched only on a Bangla page. The API reads both at once (`VALIDATION_BN` of `i18n/server`).
 */
export const VALIDATION_CATALOGS = lazyCatalogs(validationEn, {
  bn: () => import(/* webpackChunkName: "validation-bn" */ './bn').then((m) => m.validationBn),
});
export type ValidationMessageId = keyof typeof validationEn;
