import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { AssociationLogo, getErrorMessage, StatusBadge, useActionDialogs, useLanguage } from '@alumni/shared';
import { formatDate, formatMembershipSerial } from '@alumni/shared/format';
import { isRenewable, type Membership } from '@alumni/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { Download, Mail, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Language } from '@alumni/shared/i18n';
import { useMemberText } from '../../../i18n/use-member-text';
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

function validityLabel(
  membership: Pick<Membership, 'start_date' | 'end_date'>,
  language: Language,
  lifetime: string,
): string {
  const start = formatDate(membership.start_date, language);
  return `${start} – ${membership.end_date ? formatDate(membership.end_date, language) : lifetime}`;
}

export type MembershipCardProps = {
  membership: Membership;
  /** Opens the renewal dialog; the button shows only on an expiring or expired membership. */
  onRenew?: (membership: Membership) => void;
};

export function MembershipCard({ membership, onRenew }: MembershipCardProps) {
  const t = useMemberText();
  const language = useLanguage();
  const { runAction, showResult } = useActionDialogs();
  const association = membership.alumni_association;
  // A download changes nothing: no confirmation, no dialog unless it fails.
  const download = useMutation({
    mutationFn: () => downloadCertificate(membership.id),
    onError: (error) =>
      void showResult({
        status: 'error',
        title: t('common.errorTitle'),
        text: getErrorMessage(error, t('common.errorText')),
      }),
  });
  const onRequest = () =>
    runAction({
      action: () => requestCertificate(membership.id),
      successText: t('memberships.card.requested'),
      // A queued mail (503 MAIL_QUEUED) carries its own message saying so.
      errorText: (error) => getErrorMessage(error, t('common.errorText')),
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
        <Fact label={t('memberships.card.type')}>{membership.membership_type.name}</Fact>
        <Fact label={t('memberships.card.serial')}>
          {formatMembershipSerial(membership.membership_type.short_name, membership.serial)}
        </Fact>
        <Fact label={t('memberships.card.validity')} wide>
          {validityLabel(membership, language, t('memberships.card.lifetime'))}{' '}
          <StatusBadge kind="membership" of={membership} ms="1" />
        </Fact>
      </Box>
      <Stack gap="2" mt="auto">
        {/* One above the other: a card is about 280 px wide in the three-column grid. */}
        {onRenew && isRenewable(membership.status) && (
          <Button onClick={() => onRenew(membership)}>
            <RefreshCw /> {t('memberships.card.renew')}
          </Button>
        )}
        <Button
          variant={onRenew && isRenewable(membership.status) ? 'outline' : 'solid'}
          onClick={() => download.mutate()}
          loading={download.isPending}
          loadingText={t('memberships.card.preparing')}
        >
          <Download /> {t('memberships.card.download')}
        </Button>
        <Button variant="outline" onClick={() => void onRequest()}>
          <Mail /> {t('memberships.card.request')}
        </Button>
        {membership.verify_url && (
          <Text fontSize="sm" color="fg.muted">
            {t('memberships.card.anyoneCanCheck')}{' '}
            <Link href={membership.verify_url} target="_blank" rel="noopener" color="fg" variant="underline">
              {t('memberships.card.verificationPage')}
            </Link>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
