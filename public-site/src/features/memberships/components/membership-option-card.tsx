import { useLanguage, usePortalCatalog } from '@alumni/shared';
import { durationLabel, formatMoney } from '@alumni/shared/format';
import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import { type MembershipType } from '@alumni/shared/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

const DESCRIPTION_PREVIEW = 200;

const previewOf = (text: string) =>
  text.length > DESCRIPTION_PREVIEW ? `${text.slice(0, DESCRIPTION_PREVIEW).trimEnd()}…` : text;

export function MembershipOptionCard({ associationId, type }: { associationId: string; type: MembershipType }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const label = durationLabel(type.duration_month, language);
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
      transition="all 0.2s"
      data-testid="membership-option"
    >
      <Card.Header gap="2">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Card.Title as="h2" fontSize="xl">
            {type.name}
          </Card.Title>
          <Badge colorPalette="brand" variant="subtle" flexShrink={0}>
            {type.short_name}
          </Badge>
        </HStack>
        <HStack align="baseline" gap="1.5">
          <Text fontSize="3xl" fontWeight="extrabold" color="brand.fg">
            {formatMoney(type.fee, { isWhole: true, language })}
          </Text>
          <Text color="fg.muted">{label}</Text>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Text color="fg.muted">{previewOf(type.description)}</Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild w="full">
          <Link
            to={`/associations/${associationId}/memberships/${type.id}`}
            aria-label={t('memberships.getStartedWith', { name: type.name })}
          >
            {t('common.getStarted')} <ArrowRight />
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
