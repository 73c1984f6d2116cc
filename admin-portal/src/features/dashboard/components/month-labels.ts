/** `yyyy-MM` as a month name: the date is read in UTC, so no local time zone moves it to another month. */
const formats = {
  short: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

export function monthLabel(month: string, style: keyof typeof formats): string {
  return formats[style].format(new Date(`${month}-01T00:00:00Z`));
}
