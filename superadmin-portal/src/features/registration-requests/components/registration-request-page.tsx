import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type Fact,
  FactList,
  NotFoundScreen,
  PageHeader,
  QueryState,
  StatusBadge,
  useActionDialogs,
  useLanguage,
  usePageTitle,
} from '@alumni/shared';
import { formatDateTime, formatYear } from '@alumni/shared/format';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useApproveRegistrationRequest,
  useRefuseRegistrationRequest,
  useRegistrationRequest,
} from '../api/registration-requests';
import { useSuperadminText } from '../../../i18n/use-superadmin-text';
import { RefuseForm } from './refuse-form';

const multiline = (text: string) =>
  text ? (
    <Text key="about" whiteSpace="pre-line">
      {text}
    </Text>
  ) : (
    '—'
  );

/** A titled card of facts (the association, its applicant). */
function FactCard({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <FactList facts={facts} />
      </Card.Body>
    </Card.Root>
  );
}

/** One registration request: the association and the applicant; Approve while it is pending. */
export function RegistrationRequestPage() {
  const { id: idParam } = useParams();
  const id = /^\d+$/.test(idParam ?? '') ? Number(idParam) : Number.NaN;
  const query = useRegistrationRequest(id);
  const approve = useApproveRegistrationRequest(id);
  const refuse = useRefuseRegistrationRequest(id);
  const [isRefusing, setRefusing] = useState(false);
  const { runAction } = useActionDialogs();
  const t = useSuperadminText();
  const language = useLanguage();
  usePageTitle(query.data?.name ?? t('request.title'));

  if (Number.isNaN(id)) return <NotFoundScreen />;
  return (
    <QueryState query={query} what={t('request.what')} hasNotFound>
      {(request) => {
        const onApprove = () =>
          runAction({
            action: () => approve.mutateAsync(),
            successText: t('request.approved'),
            errorText: () => t('common.errorTitle'),
          });

        const onRefuse = (reason: string) =>
          runAction({
            action: () => refuse.mutateAsync(reason),
            successText: t('request.refused'),
            errorText: () => t('common.errorTitle'),
          }).then(() => setRefusing(false));
        const isPending = !request.is_approved && !request.refused_at;

        const applicantName = `${request.applicant.first_name} ${request.applicant.last_name}`.trim();
        return (
          <Box maxW="5xl">
            <PageHeader
              title={request.name}
              description={t('request.description')}
              actions={
                isPending && (
                  <>
                    <Button variant="outline" onClick={() => setRefusing(true)} disabled={isRefusing}>
                      <X /> {t('request.refuse')}
                    </Button>
                    <Button onClick={onApprove}>
                      <Check /> {t('request.approve')}
                    </Button>
                  </>
                )
              }
            />
            {isPending && isRefusing && <RefuseForm onRefuse={onRefuse} onCancel={() => setRefusing(false)} />}
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
              <FactCard
                title={t('request.association')}
                facts={[
                  [t('request.name'), request.name],
                  [t('request.address'), request.address],
                  [t('request.established'), formatYear(request.established_year, language)],
                  [t('request.registered'), formatDateTime(request.created_at, language)],
                  [t('request.status'), <StatusBadge key="status" kind="registration-request" of={request} />],
                  ...(request.approved_at
                    ? ([[t('request.approvedOn'), formatDateTime(request.approved_at, language)]] as Fact[])
                    : []),
                  ...(request.refused_at
                    ? ([
                        [t('request.refusedOn'), formatDateTime(request.refused_at, language)],
                        [t('request.reason'), multiline(request.refusal_reason ?? '')],
                      ] as Fact[])
                    : []),
                  [t('request.about'), multiline(request.about)],
                ]}
              />
              <Stack gap="6">
                <FactCard
                  title={t('request.applicant')}
                  facts={[
                    [t('request.name'), applicantName || '—'],
                    [t('request.email'), request.applicant.email],
                    [t('request.about'), multiline(request.applicant.bio)],
                  ]}
                />
              </Stack>
            </SimpleGrid>
          </Box>
        );
      }}
    </QueryState>
  );
}
