import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { AssociationLogo, getErrorMessage, StatusBadge, useActionDialogs } from '@alumni/shared';
import { formatDate, formatMembershipSerial } from '@alumni/shared/format';
import { isRenewable, type Membership } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download, Mail, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { downloadCertificate, requestCertificate } from '../api/memberships';

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

export type MembershipCardProps = {
  membership: Membership;
  /** Opens the renewal dialog; the button shows only on an expiring or expired membership. */
  onRenew?: (membership: Membership) => void;
};

export function MembershipCard({ membership, onRenew }: MembershipCardProps) {
  const { runAction, showResult } = useActionDialogs();
  const association = membership.alumni_association;
  // A download changes nothing: no confirmation, no dialog unless it fails.
  const download = useMutation({
    mutationFn: () => downloadCertificate(membership.id),
    onError: (error) =>
      void showResult({
        status: 'error',
        title: 'There is an error',
        text: getErrorMessage(error, 'There is an error.'),
      }),
  });
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
        <AssociationLogo association={association} boxSize="12" objectFit="contain" bg="bg.muted" flexShrink={0} />
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
      <Stack gap="2" mt="auto">
        {/* One above the other: a card is about 280 px wide in the three-column grid. */}
        {onRenew && isRenewable(membership.status) && (
          <Button onClick={() => onRenew(membership)}>
            <RefreshCw /> Renew
          </Button>
        )}
        <Button
          variant={onRenew && isRenewable(membership.status) ? 'outline' : 'solid'}
          onClick={() => download.mutate()}
          loading={download.isPending}
          loadingText="Preparing…"
        >
          <Download /> Download PDF
        </Button>
        <Button variant="outline" onClick={() => void onRequest()}>
          <Mail /> Request Certificate
        </Button>
        {membership.verify_url && (
          <Text fontSize="sm" color="fg.muted">
            Anyone can check it:{' '}
            <Link href={membership.verify_url} target="_blank" rel="noopener" color="fg" variant="underline">
              verification page
            </Link>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
