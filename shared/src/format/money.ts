// Made on first use, not when the module loads: a browser's first Intl.NumberFormat loads its locale data,
// a long task on a phone while the page starts (measured: the largest part of @alumni/shared's evaluation on `/`).
let wholeTaka: Intl.NumberFormat | undefined;
// Paisa show as two digits ("৳ 750.50"), a round amount without them ("৳ 1,200").
let exactTaka: Intl.NumberFormat | undefined;

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
  const format = isWhole
    ? (wholeTaka ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }))
    : (exactTaka ??= new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        trailingZeroDisplay: 'stripIfInteger',
      }));
  const number = format.format(amount);
  return on === 'card' ? `BDT ${number}` : `${TAKA_SIGN} ${number}`;
}
