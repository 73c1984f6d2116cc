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
import { Check } from 'lucide-react';
import { useParams } from 'react-router';
import { useApproveRegistrationRequest, useRegistrationRequest } from '../api/registration-requests';

const multiline = (text: string) =>
  text ? (
    <Text key="about" whiteSpace="pre-line">
      {text}
    </Text>
  ) : (
    '—'
  );

/** One registration request: the association and the applicant; Approve while it is pending. */
export function RegistrationRequestPage() {
  const { id: idParam } = useParams();
  const id = /^\d+$/.test(idParam ?? '') ? Number(idParam) : Number.NaN;
  const query = useRegistrationRequest(id);
  const approve = useApproveRegistrationRequest(id);
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

        const applicantName = `${request.applicant.first_name} ${request.applicant.last_name}`.trim();
        return (
          <Box maxW="5xl">
            <PageHeader
              title={request.name}
              description="Association registration request"
              actions={
                !request.is_approved && (
                  <Button onClick={onApprove}>
                    <Check /> Approve
                  </Button>
                )
              }
            />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
              <Card.Root variant="outline">
                <Card.Header>
                  <Card.Title as="h2">Association</Card.Title>
                </Card.Header>
                <Card.Body>
                  <FactList
                    facts={[
                      ['Name', request.name],
                      ['Address', request.address],
                      ['Establish year', request.established_year],
                      ['Registration date', formatDateTime(request.created_at)],
                      ['Status', <StatusBadge key="status" kind="registration-request" of={request} />],
                      ...(request.approved_at
                        ? ([['Approved on', formatDateTime(request.approved_at)]] as Fact[])
                        : []),
                      ['About', multiline(request.about)],
                    ]}
                  />
                </Card.Body>
              </Card.Root>
              <Stack gap="6">
                <Card.Root variant="outline">
                  <Card.Header>
                    <Card.Title as="h2">Applicant</Card.Title>
                  </Card.Header>
                  <Card.Body>
                    <FactList
                      facts={[
                        ['Name', applicantName || '—'],
                        ['Email', request.applicant.email],
                        ['About', multiline(request.applicant.bio)],
                      ]}
                    />
                  </Card.Body>
                </Card.Root>
              </Stack>
            </SimpleGrid>
          </Box>
        );
      }}
    </QueryState>
  );
}
