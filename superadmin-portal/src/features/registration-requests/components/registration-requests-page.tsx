import { Text } from '@chakra-ui/react';
import {
  ListPage,
  positionColumn,
  RowLink,
  StatusBadge,
  useLanguage,
  usePagedQuery,
  type DataColumn,
} from '@alumni/shared';
import { formatDateTime, formatYear } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { DEFAULT_PAGE_SIZE, type RegistrationRequest } from '@alumni/shared/contracts';
import { registrationRequestsQuery } from '../api/registration-requests';
import { useSuperadminText, type SuperadminText } from '../../../i18n/use-superadmin-text';

const columnsIn = (t: SuperadminText, language: Language): DataColumn<RegistrationRequest>[] => [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: t('requests.column.name'),
    cell: (r) => (
      <>
        <Text fontWeight="medium">{r.name}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {t('requests.summary', {
            year: formatYear(r.established_year, language),
            address: r.address,
            date: formatDateTime(r.created_at, language),
          })}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal', minW: { md: '48' } },
  },
  {
    header: t('requests.column.established'),
    hideBelow: 'md',
    cell: (r) => formatYear(r.established_year, language),
  },
  {
    header: t('requests.column.address'),
    hideBelow: 'md',
    cell: (r) => r.address,
    cellProps: { whiteSpace: 'normal', minW: '40' },
  },
  {
    header: t('requests.column.created'),
    hideBelow: 'md',
    cell: (r) => formatDateTime(r.created_at, language),
    cellProps: { whiteSpace: 'nowrap' },
  },
  { header: t('requests.column.status'), cell: (r) => <StatusBadge kind="registration-request" of={r} /> },
  {
    header: t('requests.column.details'),
    align: 'end',
    cell: (r) => (
      <RowLink to={`/superAdmin/dashboard/associations/${r.id}`} label={t('common.viewNamed', { name: r.name })}>
        {t('common.view')}
      </RowLink>
    ),
  },
];

/** All association registration requests, or only the pending ones, newest first. */
export function RegistrationRequestsPage({ pendingOnly }: { pendingOnly: boolean }) {
  const t = useSuperadminText();
  const language = useLanguage();
  const title = t(pendingOnly ? 'requests.pending' : 'requests.all');
  const list = usePagedQuery(DEFAULT_PAGE_SIZE.registrationRequests, (paging) =>
    registrationRequestsQuery({ pendingOnly, ...paging }),
  );

  return (
    <ListPage
      title={title}
      description={t(pendingOnly ? 'requests.pendingDescription' : 'requests.allDescription')}
      {...list}
      what={t('requests.what')}
      columns={columnsIn(t, language)}
      empty={t(pendingOnly ? 'requests.pendingEmpty' : 'requests.allEmpty')}
    />
  );
}
