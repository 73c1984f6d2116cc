import { format, parseISO } from 'date-fns';

/** A calendar day ("yyyy-MM-dd" or a timestamp) as "dd/MM/yyyy"; empty text for a missing or broken date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? '' : format(date, 'dd/MM/yyyy');
}
