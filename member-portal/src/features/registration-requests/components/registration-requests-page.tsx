import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ListPage, positionColumn, StatusBadge, useLanguage, usePagedQuery, type DataColumn } from '@alumni/shared';
import { formatDate, formatYear } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { DEFAULT_PAGE_SIZE, type RegistrationRequest } from '@alumni/shared/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useMemberText, type MemberText } from '../../../i18n/use-member-text';
import { registrationRequestsQuery } from '../api/registration-requests';

const detailsPath = (request: RegistrationRequest) => `/user/dashboard/association-requests/${request.id}`;

const columnsIn = (t: MemberText, language: Language): DataColumn<RegistrationRequest>[] => [
  positionColumn({ cellProps: { color: 'fg.muted' } }),
  {
    header: t('requests.column.name'),
    cell: (r) => r.name,
    cellProps: { minW: '48', fontWeight: 'medium', whiteSpace: 'normal' },
  },
  { header: t('requests.column.established'), cell: (r) => formatYear(r.established_year, language) },
  {
    header: t('requests.column.created'),
    cell: (r) => formatDate(r.created_at, language),
    cellProps: { whiteSpace: 'nowrap' },
  },
  { header: t('requests.column.status'), cell: (r) => <StatusBadge kind="registration-request" of={r} /> },
  {
    header: <Text srOnly>{t('requests.column.details')}</Text>,
    cell: (r) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={detailsPath(r)} aria-label={t('common.viewNamed', { name: r.name })}>
          {t('common.view')}
        </Link>
      </ChakraLink>
    ),
  },
];

function RequestCard({ request }: { request: RegistrationRequest }) {
  const t = useMemberText();
  const language = useLanguage();
  return (
    <>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Text fontWeight="semibold" minW="0">
          {request.name}
        </Text>
        <StatusBadge kind="registration-request" of={request} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('requests.card.dates', {
          year: formatYear(request.established_year, language),
          date: formatDate(request.created_at, language),
        })}
      </Text>
      <ChakraLink asChild color="brand.fg" fontWeight="medium" mt="2" display="inline-block">
        <Link to={detailsPath(request)} aria-label={t('common.viewNamed', { name: request.name })}>
          {t('requests.card.viewDetails')}
        </Link>
      </ChakraLink>
    </>
  );
}

export function RegistrationRequestsPage() {
  const t = useMemberText();
  const language = useLanguage();
  const list = usePagedQuery(DEFAULT_PAGE_SIZE.registrationRequests, registrationRequestsQuery);
  return (
    <ListPage
      title={t('requests.title')}
      description={t('requests.description')}
      actions={
        <LinkButton to="/user/dashboard/associations/register">
          <Plus /> {t('requests.apply')}
        </LinkButton>
      }
      {...list}
      what={t('requests.what')}
      label={t('requests.label')}
      columns={columnsIn(t, language)}
      card={(request) => <RequestCard request={request} />}
      empty={t('requests.empty')}
      emptyPage={t('requests.emptyPage')}
    />
  );
}
