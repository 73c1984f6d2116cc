import { formatMonthYear } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';

/** "Jan 2019 – Present" for an ongoing record (no end date, or current ticked), else "Jan 2019 – Mar 2023". */
export function periodLabel(
  {
    start_date,
    end_date,
    current,
  }: {
    start_date: string;
    end_date: string | null;
    current: boolean;
  },
  language: Language,
  present: string,
): string {
  const end = current || !end_date ? present : formatMonthYear(end_date, language);
  return `${formatMonthYear(start_date, language)} – ${end}`;
}
