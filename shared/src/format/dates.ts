import { format, parseISO } from 'date-fns';

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "dd/MM/yyyy, hh:mm a" in the visitor's time zone; empty text for a missing or broken date. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy, hh:mm a') : '';
}

/** "MMM yyyy" (education and job periods). */
export function formatMonthYear(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'MMM yyyy') : '';
}
