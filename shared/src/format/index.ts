export { durationLabel, durationLabelApplication, adminDurationLabel } from './durations';
export { formatFee, formatBdt } from './money';
export { formatDateTime, formatMonthYear } from './dates';
export { formatDate } from './calendar-date';
export { formatMembershipSerial } from './serial';
