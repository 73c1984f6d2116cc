const LIFETIME_FROM = 100;

/** Membership option cards (spec section 9): "/ month", "/ year", "/ 2 year", "Lifetime", "/ N month". */
export function durationLabel(months: number): string {
  if (months >= LIFETIME_FROM) return 'Lifetime';
  if (months === 1) return '/ month';
  if (months === 12) return '/ year';
  if (months === 24) return '/ 2 year';
  return `/ ${months} month`;
}

/** The Be A Member page: only 1200 (the lifetime entry) reads "Lifetime"; the rest as on the cards. */
export function durationLabelApplication(months: number): string {
  if (months === 1200) return 'Lifetime';
  if (months >= LIFETIME_FROM) return `/ ${months} month`;
  return durationLabel(months);
}

/** Admin screens: "per month", "per year", "per 2 years", "Lifetime", otherwise "N months". */
export function adminDurationLabel(months: number): string {
  if (months >= LIFETIME_FROM) return 'Lifetime';
  if (months === 1) return 'per month';
  if (months === 12) return 'per year';
  if (months === 24) return 'per 2 years';
  return `${months} months`;
}
