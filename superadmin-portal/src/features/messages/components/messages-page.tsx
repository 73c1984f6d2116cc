import { Badge, Box, Button, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  PageHeader,
  PaginationBar,
  QueryState,
  useActionDialogs,
  useLanguage,
  usePagedQuery,
  usePageTitle,
} from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type ContactMessage } from '@alumni/shared/contracts';
import { MailCheck } from 'lucide-react';
import { contactMessagesQuery, useMarkMessageRead } from '../api/contact-messages';
import { useSuperadminText } from '../../../i18n/use-superadmin-text';

function MessageCard({ message, onMarkRead }: { message: ContactMessage; onMarkRead: (m: ContactMessage) => void }) {
  const t = useSuperadminText();
  const language = useLanguage();
  return (
    <Card.Root
      variant="outline"
      as="article"
      borderColor={message.read ? 'border' : 'brand.muted'}
      aria-label={t('messages.from', { name: message.name })}
    >
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Text fontWeight="semibold">{message.subject || t('messages.noSubject')}</Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {message.name} ·{' '}
              <ChakraLink href={`mailto:${message.email}`} color="brand.fg">
                {message.email}
              </ChakraLink>
            </Text>
          </Box>
          <HStack gap="2">
            <Badge colorPalette={message.read ? 'gray' : 'blue'} variant="subtle">
              {t(message.read ? 'messages.read' : 'messages.unread')}
            </Badge>
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
              {formatDateTime(message.created_at, language)}
            </Text>
          </HStack>
        </HStack>
        <Text whiteSpace="pre-line">{message.message}</Text>
        {!message.read && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onMarkRead(message)}>
            <MailCheck /> {t('messages.markRead')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The Get in Touch messages, newest first, with Mark as read. */
export function MessagesPage() {
  const t = useSuperadminText();
  usePageTitle(t('messages.title'));
  const { query, paging } = usePagedQuery(DEFAULT_PAGE_SIZE.contactMessages, contactMessagesQuery);
  const markRead = useMarkMessageRead();
  const { runAction } = useActionDialogs();

  const onMarkRead = (message: ContactMessage) =>
    runAction({
      action: () => markRead.mutateAsync(message.id),
      confirm: false,
      successText: t('messages.markedRead'),
    });

  return (
    <Box maxW="4xl">
      <PageHeader title={t('messages.title')} description={t('messages.description')} />
      <QueryState query={query} what={t('messages.what')}>
        {(data) =>
          data.results.length === 0 ? (
            <Text color="fg.muted" py="10" textAlign="center">
              {t('messages.empty')}
            </Text>
          ) : (
            <>
              <Stack gap="4">
                {data.results.map((message) => (
                  <MessageCard key={message.id} message={message} onMarkRead={onMarkRead} />
                ))}
              </Stack>
              <PaginationBar count={data.count} limit={paging.limit} page={paging.page} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
