import { numberFormat } from './number-format';

const wholeTaka = numberFormat({ maximumFractionDigits: 0 });
// Paisa show as two digits ("৳ 750.50"), a round amount without them ("৳ 1,200").
const exactTaka = numberFormat({
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** The taka sign, for inputs that show it beside the number. */
export const TAKA_SIGN = '৳';

export type MoneyOptions = {
  /** Spec section 9: ৳ on screens, BDT on the membership card (the chosen type on the application page). */
  on?: 'screen' | 'card';
  /** Fees read as whole taka (spec sections 3 and 5); paid amounts keep their paisa. */
  isWhole?: boolean;
};

/** The one way an amount of taka reads in any portal: "৳ 1,200", "৳ 750.50", or "BDT 10,000" on the card. */
export function formatMoney(amount: number, { on = 'screen', isWhole = false }: MoneyOptions = {}): string {
  const number = (isWhole ? wholeTaka : exactTaka)().format(amount);
  return on === 'card' ? `BDT ${number}` : `${TAKA_SIGN} ${number}`;
}
