export { durationLabel, durationLabelApplication, adminDurationLabel } from './durations';
export { formatMoney, TAKA_SIGN, type MoneyOptions } from './money';
export { formatCount, formatUngrouped, formatYear } from './number-format';
export { formatClock, formatDateTime, formatMonthYear, formatLongDate } from './dates';
export { statusLabel, type StatusName } from './statuses';
export { formatDate } from './calendar-date';
export { formatMembershipSerial } from './serial';
export { escapeHtml, jsonForScript, jsonScriptTag } from './html';
export {
  formatEventTime,
  formatEventRange,
  toDhakaLocalInput,
  toCalendarUtc,
  googleCalendarUrl,
  type CalendarEvent,
} from './event-time';
