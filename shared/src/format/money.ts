const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Fee on membership options: "৳ 1,200" (whole number). */
export const formatFee = (amount: number): string => `৳ ${wholeNumber.format(amount)}`;

/** Amount on the membership card and transactions: "BDT 1,200". */
export const formatBdt = (amount: number): string => `BDT ${wholeNumber.format(amount)}`;
