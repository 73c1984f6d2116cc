/**
 * An `Intl.NumberFormat` (en-US) made on first use and kept, not when the module loads: a browser's first
 * NumberFormat loads its locale data, a long task on a phone while a page starts (measured: the largest part
 * of @alumni/shared's evaluation on `/`).
 */
export function numberFormat(options?: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return () => (made ??= new Intl.NumberFormat('en-US', options));
}

const count = numberFormat();

/** A count as it reads on screen: "1,250". */
export const formatCount = (value: number): string => count().format(value);
