export { durationLabel, durationLabelApplication, adminDurationLabel } from './durations';
export { formatMoney, TAKA_SIGN, type MoneyOptions } from './money';
export { formatCount } from './number-format';
export { formatDateTime, formatMonthYear } from './dates';
export { formatDate } from './calendar-date';
export { formatMembershipSerial } from './serial';
export { escapeHtml, jsonScriptTag } from './html';
