import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { NotFoundScreen, PageHeader, QueryState, StatusBadge, useLanguage, usePageTitle } from '@alumni/shared';
import { formatDate, formatDateTime, formatYear } from '@alumni/shared/format';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useMemberText } from '../../../i18n/use-member-text';
import { useRegistrationRequest } from '../api/registration-requests';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: '10rem 1fr' }}
      gap={{ base: '0.5', sm: '4' }}
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
    >
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box as="dd" minW="0" wordBreak="break-word">
        {children}
      </Box>
    </Grid>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="2">
        {title}
      </Heading>
      <Box as="dl">{children}</Box>
    </Box>
  );
}

export function RegistrationRequestPage() {
  const t = useMemberText();
  const language = useLanguage();
  usePageTitle(t('request.title'));
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const query = useRegistrationRequest(isId ? id : 0);
  if (!isId) return <NotFoundScreen />;
  return (
    <>
      <PageHeader
        title={t('request.title')}
        actions={
          <LinkButton to="/user/dashboard/association-requests" variant="outline" size="sm">
            <ArrowLeft /> {t('request.all')}
          </LinkButton>
        }
      />
      <QueryState query={query} what={t('request.what')}>
        {(request) => (
          <Stack gap="4" maxW="3xl">
            <Card title={t('request.association')}>
              <Row label={t('request.name')}>
                <Text fontWeight="semibold">{request.name}</Text>
              </Row>
              <Row label={t('request.status')}>
                <StatusBadge kind="registration-request" of={request} />
                {request.approved_at && (
                  <Text as="span" color="fg.muted" fontSize="sm" ms="2">
                    {t('request.approvedOn', { date: formatDateTime(request.approved_at, language) })}
                  </Text>
                )}
              </Row>
              <Row label={t('request.address')}>{request.address}</Row>
              <Row label={t('request.established')}>{formatYear(request.established_year, language)}</Row>
              <Row label={t('request.appliedOn')}>{formatDate(request.created_at, language)}</Row>
              <Row label={t('request.about')}>
                <Text whiteSpace="pre-line">{request.about}</Text>
              </Row>
            </Card>
            <Card title={t('request.applicant')}>
              <Row label={t('request.name')}>
                {request.applicant.first_name} {request.applicant.last_name}
              </Row>
              <Row label={t('request.email')}>{request.applicant.email}</Row>
              {request.applicant.bio && (
                <Row label={t('request.about')}>
                  <Text whiteSpace="pre-line">{request.applicant.bio}</Text>
                </Row>
              )}
            </Card>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
