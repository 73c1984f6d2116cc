import { Alert } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import type { CheckInOutcome } from './check-in-outcome';
import type { AdminEventsTexts } from '../../../i18n/admin-events-texts';

const STATUS = { 'checked-in': 'success', already: 'warning', refused: 'error' } as const;

const titleOf = (outcome: CheckInOutcome, t: AdminEventsTexts) => {
  if (outcome.kind === 'refused') return outcome.title;
  return outcome.kind === 'already'
    ? t('checkIn.already', { time: outcome.time })
    : t('checkIn.done', { name: outcome.name });
};

const textOf = (outcome: CheckInOutcome) => {
  if (outcome.kind === 'refused') return outcome.text;
  return outcome.kind === 'already' ? `${outcome.name} · ${outcome.email}` : `${outcome.email} · ${outcome.time}`;
};

/** The last check-in's answer, large enough to read at arm's length; announced to screen readers. */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome | null }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  return (
    <div role="status" aria-live="polite">
      {outcome && (
        <Alert.Root status={STATUS[outcome.kind]} variant="surface" size="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontSize="lg">{titleOf(outcome, t)}</Alert.Title>
            <Alert.Description>{textOf(outcome)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </div>
  );
}
