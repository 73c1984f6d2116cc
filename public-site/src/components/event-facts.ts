import type { AlumniEvent } from '@alumni/shared/contracts';
import { formatCount, formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import type { PublicPagesText } from '../i18n/catalogs/public-pages';

type Facts = Pick<AlumniEvent, 'venue' | 'online_url' | 'fee' | 'going_count' | 'capacity'>;

/** Where: the venue's first line, or "Online" for an event with only a link. */
export const eventPlace = (event: Facts, t: PublicPagesText) =>
  event.venue?.split('\n')[0]?.trim() || t('events.online');

/** The fee ("৳ 500") or "Free". */
export const eventFee = (event: Facts, t: PublicPagesText, language: Language) =>
  event.fee > 0 ? formatMoney(event.fee, { language }) : t('events.free');

/** "12 going of 50 places", or "12 going" without a limit. */
export const eventAttendance = (event: Facts, t: PublicPagesText, language: Language) => {
  const count = formatCount(event.going_count, language);
  if (event.capacity === null) return t('events.going', { count });
  const capacity = formatCount(event.capacity, language);
  return t(event.capacity === 1 ? 'events.goingOf.one' : 'events.goingOf.other', { count, capacity });
};
