import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { getErrorMessage, MediaImage, StatusBadge, useActionDialogs } from '@alumni/shared';
import { formatDate, formatMembershipSerial } from '@alumni/shared/format';
import { type Membership } from '@alumni/shared/contracts';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { requestCertificate } from '../api/memberships';

/** One term and its value; a `<div>` directly inside the `<dl>` is the grouping HTML allows. */
function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box gridColumn={wide ? 'span 2' : undefined}>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

function validityLabel(membership: Pick<Membership, 'start_date' | 'end_date'>): string {
  return membership.end_date
    ? `${formatDate(membership.start_date)} – ${formatDate(membership.end_date)}`
    : `${formatDate(membership.start_date)} – Lifetime`;
}

export function MembershipCard({ membership }: { membership: Membership }) {
  const { runAction } = useActionDialogs();
  const association = membership.alumni_association;
  const onRequest = () =>
    runAction({
      action: () => requestCertificate(membership.id),
      successText: 'Certificate sent to your email successfully. Please check your email to download the certificate.',
      // A queued mail (503 MAIL_QUEUED) carries its own message saying so.
      errorText: (error) => getErrorMessage(error, 'There is an error.'),
    });

  return (
    <Stack
      as="article"
      aria-label={`${association.name}: ${membership.membership_type.name}`}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      p="5"
      gap="4"
    >
      <Flex gap="3" align="center">
        <MediaImage
          path={association.logo}
          alt={`${association.name} logo`}
          boxSize="12"
          objectFit="contain"
          borderRadius="md"
          bg="bg.muted"
          flexShrink={0}
        />
        <Heading as="h2" size="md" lineClamp={2}>
          {association.name}
        </Heading>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        <Fact label="Type">{membership.membership_type.name}</Fact>
        <Fact label="Serial">{formatMembershipSerial(membership.membership_type.short_name, membership.serial)}</Fact>
        <Fact label="Validity" wide>
          {validityLabel(membership)} <StatusBadge kind="membership" of={membership} ms="1" />
        </Fact>
      </Box>
      <Button variant="outline" onClick={() => void onRequest()} mt="auto">
        <Mail /> Request Certificate
      </Button>
    </Stack>
  );
}
