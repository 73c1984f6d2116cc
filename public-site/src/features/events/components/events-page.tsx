import { SimpleGrid, Text } from '@chakra-ui/react';
import { PaginationBar, usePageTitle } from '@alumni/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { eventListParamsFrom, useEvents } from '../../../api/get-events';
import { EventCard } from '../../../components/event-card';
import { SearchPage } from '../../../components/search-page';
import { associationOptionsQuery } from '../api/get-association-options';
import { EventSearch } from './event-search';

/** /events: upcoming published events of every association, soonest first; search by title, filter by association. */
export function EventsPage() {
  usePageTitle('Events');
  const [search] = useSearchParams();
  const params = eventListParamsFrom(search);
  const query = useEvents(params);
  const associations = useQuery(associationOptionsQuery());
  const options = associations.data ?? [];
  const chosen = options.find((option) => option.id === params.association);
  const isFiltered = Boolean(params.q || params.association);

  const subtitle = [params.q && `“${params.q}”`, chosen && `events of ${chosen.name}`].filter(Boolean).join(' · ');

  return (
    <SearchPage
      title="Events"
      subtitle={subtitle ? `Upcoming: ${subtitle}` : 'Upcoming reunions, talks and gatherings of the associations.'}
      maxW="7xl"
      search={
        <EventSearch
          // Again once the associations are there: a select's default value applies when it is first rendered.
          key={`${params.q ?? ''}|${params.association ?? ''}|${associations.isSuccess}`}
          q={params.q}
          association={params.association}
          options={options}
          limit={search.get('limit')}
        />
      }
      searchGap="8"
      query={query}
      what="The events"
      emptyIcon={<CalendarX size={40} aria-hidden="true" />}
      empty={(data) =>
        isFiltered
          ? 'No upcoming events match this search.'
          : data.count > 0
            ? 'No events on this page.'
            : 'No upcoming events yet. Check back soon.'
      }
    >
      {(data) => (
        <>
          <Text color="fg.muted" fontSize="sm" mb="4">
            {data.count === 1 ? '1 upcoming event' : `${data.count} upcoming events`}
          </Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-label="Events">
            {data.results.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </SimpleGrid>
          <PaginationBar count={data.count} limit={data.limit} page={data.page} />
        </>
      )}
    </SearchPage>
  );
}
