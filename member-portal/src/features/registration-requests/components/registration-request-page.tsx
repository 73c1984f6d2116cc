import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { NotFoundScreen, PageHeader, QueryState, StatusBadge, usePageTitle } from '@alumni/shared';
import { formatDate, formatDateTime } from '@alumni/shared/format';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/link-button';
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
  usePageTitle('Association Request');
  const id = Number(useParams().id);
  const isId = Number.isInteger(id) && id > 0;
  const query = useRegistrationRequest(isId ? id : 0);
  if (!isId) return <NotFoundScreen />;
  return (
    <>
      <PageHeader
        title="Association Request"
        actions={
          <LinkButton to="/user/dashboard/association-requests" variant="outline" size="sm">
            <ArrowLeft /> All requests
          </LinkButton>
        }
      />
      <QueryState query={query} what="This request">
        {(request) => (
          <Stack gap="4" maxW="3xl">
            <Card title="Association">
              <Row label="Name">
                <Text fontWeight="semibold">{request.name}</Text>
              </Row>
              <Row label="Status">
                <StatusBadge kind="registration-request" of={request} />
                {request.approved_at && (
                  <Text as="span" color="fg.muted" fontSize="sm" ms="2">
                    on {formatDateTime(request.approved_at)}
                  </Text>
                )}
              </Row>
              <Row label="Address">{request.address}</Row>
              <Row label="Established">{request.established_year}</Row>
              <Row label="Applied on">{formatDate(request.created_at)}</Row>
              <Row label="About">
                <Text whiteSpace="pre-line">{request.about}</Text>
              </Row>
            </Card>
            <Card title="Applicant">
              <Row label="Name">
                {request.applicant.first_name} {request.applicant.last_name}
              </Row>
              <Row label="Email">{request.applicant.email}</Row>
              {request.applicant.bio && (
                <Row label="About">
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
