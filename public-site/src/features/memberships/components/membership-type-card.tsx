import { Badge, Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { AssociationLogo, useLanguage, usePortalCatalog } from '@alumni/shared';
import { durationLabelApplication, formatMoney } from '@alumni/shared/format';
import { type Association, type MembershipType } from '@alumni/shared/contracts';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

/** The chosen type on the Be A Member page: amount in BDT, "Lifetime" for 1200 months. */
export function MembershipTypeCard({ association, type }: { association: Association; type: MembershipType }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  return (
    <Card.Root variant="outline" bg="bg.panel" overflow="hidden" aria-label={t('memberships.chosen')}>
      <Stack bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.500" color="white" p="6" gap="3">
        <HStack gap="3">
          <AssociationLogo association={association} boxSize="10" bg="white" />
          <Text fontWeight="medium" fontSize="sm" lineClamp={2}>
            {association.name}
          </Text>
        </HStack>
        <HStack justify="space-between" align="flex-start">
          <Text as="h2" fontSize="2xl" fontWeight="bold">
            {type.name}
          </Text>
          <Badge bg="whiteAlpha.300" color="white">
            {type.short_name}
          </Badge>
        </HStack>
        <HStack align="baseline" gap="2">
          <Text fontSize="3xl" fontWeight="extrabold">
            {formatMoney(type.fee, { on: 'card', isWhole: true, language })}
          </Text>
          <Text opacity={0.9}>{durationLabelApplication(type.duration_month, language)}</Text>
        </HStack>
      </Stack>
      <Card.Body gap="3">
        <Text color="fg.muted" whiteSpace="pre-line">
          {type.description}
        </Text>
        <Separator />
        <Text fontSize="sm" color="fg.muted">
          {t('memberships.payNote')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
