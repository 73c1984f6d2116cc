import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import {
  DEFAULT_COVER_URL,
  type Fact,
  FactList,
  MediaImage,
  PageHeader,
  QueryState,
  useActionDialogs,
  useLanguage,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { formatEventRange, formatMoney, formatUngrouped } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { Ban, Pencil, QrCode, Send, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { useAssociationId } from '../../associations';
import { useChangeEventStatus, useDeleteEvent, useManagedEvent } from '../api/events';
import { goingText } from './event-numbers';
import { EventStatusBadge } from './event-status-badge';
import type { AdminEventsTexts } from '../../../i18n/admin-events-texts';
import { useEventId } from './use-event-id';

const factsOf = (event: AlumniEvent, t: AdminEventsTexts, language: Language): Fact[] => [
  [t('events.detail.when'), formatEventRange(event.starts_at, event.ends_at, language)],
  [t('events.detail.status'), <EventStatusBadge key="status" status={event.status} />],
  [
    t('events.detail.venue'),
    event.venue && (
      <Text key="venue" whiteSpace="pre-line">
        {event.venue}
      </Text>
    ),
  ],
  [
    t('events.detail.onlineLink'),
    event.online_url && (
      <ChakraLink key="link" href={event.online_url} target="_blank" rel="noreferrer" color="brand.fg">
        {event.online_url}
      </ChakraLink>
    ),
  ],
  [t('events.detail.whoMayCome'), t(event.members_only ? 'events.who.members' : 'events.who.everyone')],
  [t('events.detail.fee'), event.fee > 0 ? formatMoney(event.fee, { language }) : t('events.common.free')],
  [t('events.detail.going'), goingText(event, language)],
  [t('events.detail.waiting'), formatUngrouped(event.waiting_count, language)],
  [
    t('events.detail.description'),
    event.description && (
      <Text key="description" whiteSpace="pre-line">
        {event.description}
      </Text>
    ),
  ],
];

function AdminControl({ event }: { event: AlumniEvent }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const associationId = useAssociationId();
  const changeStatus = useChangeEventStatus(associationId, event.id);
  const remove = useDeleteEvent(associationId, event.id);
  const { runAction, confirm } = useActionDialogs();
  const at = (rest: string) => associationPath(associationId, `events/${event.id}${rest}`);

  const publish = () =>
    runAction({ action: () => changeStatus.mutateAsync('published'), successText: t('events.detail.published') });
  const cancel = async () => {
    if (!(await confirm({ title: t('events.detail.cancelEvent'), text: t('events.detail.cancelText') }))) return;
    await runAction({
      action: () => changeStatus.mutateAsync('cancelled'),
      confirm: false,
      successText: t('events.detail.cancelled'),
    });
  };
  const onDelete = () =>
    runAction({
      action: () => remove.mutateAsync(),
      successText: t('events.detail.deleted'),
      redirectTo: associationPath(associationId, 'events'),
    });

  const isDraft = event.status === 'draft';
  const isCancelled = event.status === 'cancelled';
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="1">
        {t('events.detail.adminControl')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t(
          isDraft
            ? 'events.detail.draftHint'
            : isCancelled
              ? 'events.detail.cancelledHint'
              : 'events.detail.publishedHint',
        )}
      </Text>
      <HStack gap="3" wrap="wrap">
        {isDraft && (
          <Button onClick={() => void publish()}>
            <Send /> {t('events.detail.publish')}
          </Button>
        )}
        {!isCancelled && (
          <Button asChild variant="outline">
            <Link to={at('/update')}>
              <Pencil /> {t('events.detail.edit')}
            </Link>
          </Button>
        )}
        {!isDraft && (
          <Button asChild variant="outline">
            <Link to={at('/attendees')}>
              <Users /> {t('events.detail.attendees')}
            </Link>
          </Button>
        )}
        {event.status === 'published' && (
          <Button asChild variant="outline">
            <Link to={at('/check-in')}>
              <QrCode /> {t('events.common.checkIn')}
            </Link>
          </Button>
        )}
        {event.status === 'published' && (
          <Button colorPalette="red" variant="outline" onClick={() => void cancel()}>
            <Ban /> {t('events.detail.cancelEvent')}
          </Button>
        )}
        {isDraft && (
          <Button colorPalette="red" onClick={() => void onDelete()}>
            <Trash2 /> {t('events.detail.delete')}
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/** One event as its admins see it: cover, facts and what they can do with it. */
export function EventDetailPage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  const associationId = useAssociationId();
  const eventId = useEventId();
  const query = useManagedEvent(associationId, eventId);
  usePageTitle(query.data?.title ?? t('events.common.event'));

  return (
    <QueryState query={query} what={t('events.common.theEvent')} hasNotFound>
      {(event) => (
        <Box maxW="4xl">
          <PageHeader title={event.title} description={formatEventRange(event.starts_at, event.ends_at, language)} />
          <Stack gap="6">
            {event.cover && (
              <AspectRatio ratio={3} rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted">
                <MediaImage
                  path={event.cover}
                  fallback={DEFAULT_COVER_URL}
                  alt={t('events.detail.coverAlt', { title: event.title })}
                  objectFit="cover"
                />
              </AspectRatio>
            )}
            <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <FactList facts={factsOf(event, t, language)} />
            </Box>
            <AdminControl event={event} />
          </Stack>
        </Box>
      )}
    </QueryState>
  );
}
