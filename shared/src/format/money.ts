import { catalogText } from '../i18n/create-i18n';
import { SHELL_CATALOGS } from '../i18n/catalogs/shell';
import type { Language } from '../i18n/languages';
import { numberFormat } from './number-format';

const wholeTaka = numberFormat({ maximumFractionDigits: 0 });
// Paisa show as two digits ("৳ 750.50"), a round amount without them ("৳ 1,200").
const exactTaka = numberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

// A payment page states the sum to the paisa, as the gateway does ("৳ 1,200.00").
const paisaTaka = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The taka sign, for inputs that show it beside the number. */
export const TAKA_SIGN = '৳';

export type MoneyOptions = {
  /** Spec section 9: ৳ on screens, BDT on the membership card (the chosen type on the application page). */
  on?: 'screen' | 'card';
  /** Fees read as whole taka (spec sections 3 and 5); paid amounts keep their paisa. */
  isWhole?: boolean;
  /** Two paisa digits even on a round sum (the sandbox checkout page). */
  isToThePaisa?: boolean;
  /** Bangla digits and grouping in Bangla ("৳ ১২,০০০"), Latin in English (the default). */
  language?: Language;
};

/** The one way an amount of taka reads in any portal: "৳ 1,200", "৳ 750.50", or "BDT 10,000" on the card. */
export function formatMoney(
  amount: number,
  { on = 'screen', isWhole = false, isToThePaisa = false, language = 'en' }: MoneyOptions = {},
): string {
  const number = (isWhole ? wholeTaka : isToThePaisa ? paisaTaka : exactTaka)(language).format(amount);
  return on === 'card' ? `${catalogText(SHELL_CATALOGS, language, 'money.card')} ${number}` : `${TAKA_SIGN} ${number}`;
}
