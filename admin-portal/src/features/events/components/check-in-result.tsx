import { Alert } from '@chakra-ui/react';
import type { CheckInOutcome } from './check-in-outcome';

const STATUS = { 'checked-in': 'success', already: 'warning', refused: 'error' } as const;

const titleOf = (outcome: CheckInOutcome) => {
  if (outcome.kind === 'refused') return outcome.title;
  return outcome.kind === 'already' ? `Already checked in at ${outcome.time}` : `Checked in: ${outcome.name}`;
};

const textOf = (outcome: CheckInOutcome) => {
  if (outcome.kind === 'refused') return outcome.text;
  return outcome.kind === 'already' ? `${outcome.name} · ${outcome.email}` : `${outcome.email} · ${outcome.time}`;
};

/** The last check-in's answer, large enough to read at arm's length; announced to screen readers. */
export function CheckInResult({ outcome }: { outcome: CheckInOutcome | null }) {
  return (
    <div role="status" aria-live="polite">
      {outcome && (
        <Alert.Root status={STATUS[outcome.kind]} variant="surface" size="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontSize="lg">{titleOf(outcome)}</Alert.Title>
            <Alert.Description>{textOf(outcome)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </div>
  );
}
