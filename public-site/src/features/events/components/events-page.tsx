import { Text } from '@chakra-ui/react';
import { PaginationBar, useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { useQuery } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { eventListParamsFrom, useEvents } from '../../../api/get-events';
import { EventCardGrid } from '../../../components/event-card-grid';
import { SearchPage } from '../../../components/search-page';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { associationOptionsQuery } from '../api/get-association-options';
import { EventSearch } from './event-search';
import { usePublicPageTitle } from '../../../i18n/page-titles';

/** /events: upcoming published events of every association, soonest first; search by title, filter by association. */
export function EventsPage() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  usePublicPageTitle('events');
  const [search] = useSearchParams();
  const params = eventListParamsFrom(search);
  const query = useEvents(params);
  const associations = useQuery(associationOptionsQuery());
  const options = associations.data ?? [];
  const chosen = options.find((option) => option.id === params.association);
  const isFiltered = Boolean(params.q || params.association);

  const subtitle = [params.q && `“${params.q}”`, chosen && t('events.ofAssociation', { name: chosen.name })]
    .filter(Boolean)
    .join(' · ');

  return (
    <SearchPage
      title={t('events.title')}
      subtitle={subtitle ? t('events.filtered', { filters: subtitle }) : t('events.subtitle')}
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
      loadError={t('common.loadError', { what: t('events.what') })}
      emptyIcon={<CalendarX size={40} aria-hidden="true" />}
      empty={(data) => (isFiltered ? t('events.noMatch') : data.count > 0 ? t('events.noPage') : t('events.none'))}
    >
      {(data) => (
        <>
          <Text color="fg.muted" fontSize="sm" mb="4">
            {data.count === 1
              ? t('events.count.one')
              : t('events.count.other', { count: formatCount(data.count, language) })}
          </Text>
          <EventCardGrid events={data.results} label={t('events.list')} />
          <PaginationBar count={data.count} limit={data.limit} page={data.page} />
        </>
      )}
    </SearchPage>
  );
}
