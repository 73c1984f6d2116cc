import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AssociationLogo, useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { Link } from 'react-router';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import type { AssociationRowsProps } from './association-table';

/** Phones: the same rows as readable cards (a five-column table would need sideways scrolling). */
export function AssociationCards({ associations, firstIndex }: AssociationRowsProps) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  return (
    <Stack
      as="ol"
      gap="3"
      display={{ base: 'flex', md: 'none' }}
      listStyleType="none"
      aria-label={t('associations.list')}
    >
      {associations.map((association, index) => (
        <HStack as="li" key={association.id} gap="3" p="3" bg="bg.panel" borderWidth="1px" rounded="lg" align="center">
          <Text color="fg.muted" fontSize="sm" minW="6" textAlign="end">
            {formatCount(firstIndex + index, language)}
          </Text>
          <AssociationLogo association={association} boxSize="12" loading="lazy" flexShrink={0} />
          <Stack gap="0.5" flex="1" minW="0">
            <Text fontWeight="semibold" lineHeight="short">
              {association.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t(association.member_count === 1 ? 'common.memberCount.one' : 'common.memberCount.other', {
                count: formatCount(association.member_count, language),
              })}
            </Text>
          </Stack>
          <Button asChild size="sm" variant="outline" flexShrink={0}>
            <Link to={`/associations/${association.id}`} aria-label={t('common.viewNamed', { name: association.name })}>
              {t('common.view')}
            </Link>
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
