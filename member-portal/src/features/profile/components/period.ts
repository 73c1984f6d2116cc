import { formatMonthYear } from '@alumni/shared/format';

/** "Jan 2019 – Present" for an ongoing record (no end date, or current ticked), else "Jan 2019 – Mar 2023". */
export function periodLabel({
  start_date,
  end_date,
  current,
}: {
  start_date: string;
  end_date: string | null;
  current: boolean;
}): string {
  const end = current || !end_date ? 'Present' : formatMonthYear(end_date);
  return `${formatMonthYear(start_date)} – ${end}`;
}
