import { Box, Button, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type Fact,
  FactList,
  NotFoundScreen,
  PageHeader,
  QueryState,
  StatusBadge,
  useActionDialogs,
  usePageTitle,
} from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  useApproveRegistrationRequest,
  useRefuseRegistrationRequest,
  useRegistrationRequest,
} from '../api/registration-requests';
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
  usePageTitle(query.data?.name ?? 'Registration Request');

  if (Number.isNaN(id)) return <NotFoundScreen />;
  return (
    <QueryState query={query} what="The registration request" hasNotFound>
      {(request) => {
        const onApprove = () =>
          runAction({
            action: () => approve.mutateAsync(),
            successText: 'Association approved successfully.',
            errorText: () => 'There is an error',
          });

        const onRefuse = (reason: string) =>
          runAction({
            action: () => refuse.mutateAsync(reason),
            successText: 'Request refused. The applicant is told by e-mail.',
            errorText: () => 'There is an error',
          }).then(() => setRefusing(false));
        const isPending = !request.is_approved && !request.refused_at;

        const applicantName = `${request.applicant.first_name} ${request.applicant.last_name}`.trim();
        return (
          <Box maxW="5xl">
            <PageHeader
              title={request.name}
              description="Association registration request"
              actions={
                isPending && (
                  <>
                    <Button variant="outline" onClick={() => setRefusing(true)} disabled={isRefusing}>
                      <X /> Refuse
                    </Button>
                    <Button onClick={onApprove}>
                      <Check /> Approve
                    </Button>
                  </>
                )
              }
            />
            {isPending && isRefusing && <RefuseForm onRefuse={onRefuse} onCancel={() => setRefusing(false)} />}
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
              <FactCard
                title="Association"
                facts={[
                  ['Name', request.name],
                  ['Address', request.address],
                  ['Establish year', request.established_year],
                  ['Registration date', formatDateTime(request.created_at)],
                  ['Status', <StatusBadge key="status" kind="registration-request" of={request} />],
                  ...(request.approved_at ? ([['Approved on', formatDateTime(request.approved_at)]] as Fact[]) : []),
                  ...(request.refused_at
                    ? ([
                        ['Refused on', formatDateTime(request.refused_at)],
                        ['Reason', multiline(request.refusal_reason ?? '')],
                      ] as Fact[])
                    : []),
                  ['About', multiline(request.about)],
                ]}
              />
              <Stack gap="6">
                <FactCard
                  title="Applicant"
                  facts={[
                    ['Name', applicantName || '—'],
                    ['Email', request.applicant.email],
                    ['About', multiline(request.applicant.bio)],
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
