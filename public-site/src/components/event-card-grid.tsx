import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { EventCard } from './event-card';

export type EventCardGridProps = {
  events: readonly AlumniEvent[];
  /** Names the list for assistive technology and tests. */
  label: string;
  /** The cards' title level in the page's outline (h3 under a section's h2). */
  headingLevel?: 'h2' | 'h3';
  columns?: SimpleGridProps['columns'];
};

/** Events as a list of cards, one column on a phone, up to three on a wide screen. */
export function EventCardGrid({
  events,
  label,
  headingLevel,
  columns = { base: 1, md: 2, lg: 3 },
}: EventCardGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="6" aria-label={label}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}
