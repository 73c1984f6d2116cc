import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { upcomingEventsQuery } from '../../../api/get-events';
import { EventCardGrid } from '../../../components/event-card-grid';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

/** The association's soonest upcoming events on its page (#events), with a link to all of them on /events. */
export function AssociationEvents({ association }: { association: { id: number; name: string } }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const { data, isError } = useQuery(upcomingEventsQuery(association.id));
  const events = data?.results ?? [];
  return (
    <Box as="section" id="events" aria-labelledby="association-events" scrollMarginTop="20" mt="10">
      <HStack justify="space-between" align="flex-end" mb="5" gap="3" wrap="wrap">
        <Heading id="association-events" as="h2" size="xl">
          {t('association.events.title')}
        </Heading>
        {(data?.count ?? 0) > events.length && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/events?association=${association.id}`}>
              {t('association.events.all', { count: formatCount(data?.count ?? 0, language) })} <ArrowRight />
            </Link>
          </Button>
        )}
      </HStack>
      {isError ? (
        <Text color="fg.muted">{t('association.events.error')}</Text>
      ) : data && events.length === 0 ? (
        <Text color="fg.muted" bg="bg.panel" borderWidth="1px" rounded="xl" p="6">
          {t('association.events.none', { name: association.name })}
        </Text>
      ) : (
        <EventCardGrid events={events} label={t('association.events.title')} headingLevel="h3" />
      )}
    </Box>
  );
}
