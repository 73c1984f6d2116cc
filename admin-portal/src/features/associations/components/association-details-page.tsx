import { Box, Button, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import {
  DEFAULT_COVER_URL,
  type Fact,
  FactList,
  MediaImage,
  QueryState,
  useLanguage,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import type { Language } from '@alumni/shared/i18n';
import { type Association } from '@alumni/shared/contracts';
import { ImageUp, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { useAssociation } from '../api/get-association';
import { useAssociationId } from './managed-association-route';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

// A year reads without grouping ("1841", "১৮৪১"), in the page's digits.
const yearOf = (year: number | null, language: Language) =>
  year === null ? null : formatCount(year, language).replace(/,/g, '');

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>—</>;
  return (
    <ChakraLink href={href} target="_blank" rel="noreferrer" color="brand.fg" wordBreak="break-all">
      {href}
    </ChakraLink>
  );
}

function AssociationFacts({ association }: { association: Association }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const facts: Fact[] = [
    [t('association.address'), orDash(association.address)],
    [t('common.phone'), orDash(association.phone)],
    [t('common.email'), orDash(association.email)],
    [t('association.website'), <ExternalLink key="website" href={association.website} />],
    [t('association.established'), orDash(yearOf(association.established_year, language))],
    [t('association.societyPrefix'), orDash(association.society_prefix)],
    [t('common.members'), figure(association.member_count, language)],
    [t('association.facebook'), <ExternalLink key="facebook" href={association.links.facebook} />],
    [t('association.linkedin'), <ExternalLink key="linkedin" href={association.links.linkedin} />],
    [t('association.twitter'), <ExternalLink key="twitter" href={association.links.twitter} />],
  ];
  return <FactList facts={facts} labelWidth="9rem" />;
}

/** Association Profile: everything about the association, with its update actions. */
export function AssociationDetailsPage() {
  const id = useAssociationId();
  const query = useAssociation(id);
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(query.data?.name ?? t('association.profile'));

  return (
    <QueryState query={query} what={t('association.what')}>
      {(association) => (
        <Stack gap="6">
          <Box position="relative" rounded="xl" overflow="hidden" borderWidth="1px" bg="bg.panel">
            <AspectRatio ratio={{ base: 2, md: 3.5 }}>
              <MediaImage
                path={association.cover}
                fallback={DEFAULT_COVER_URL}
                alt={t('association.cover', { name: association.name })}
                objectFit="cover"
              />
            </AspectRatio>
            <Flex
              gap="4"
              px={{ base: '4', md: '6' }}
              pb="5"
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'flex-start', sm: 'flex-end' }}
            >
              <MediaImage
                path={association.logo}
                alt={t('association.logo', { name: association.name })}
                boxSize={{ base: '20', md: '28' }}
                mt={{ base: '-10', md: '-14' }}
                rounded="xl"
                objectFit="cover"
                borderWidth="4px"
                borderColor="bg.panel"
                bg="bg.panel"
                flexShrink={0}
                position="relative"
                zIndex="1"
              />
              <Box minW="0" pt="2">
                <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                  {association.name}
                </Heading>
                {association.tagline && <Text color="fg.muted">{association.tagline}</Text>}
              </Box>
            </Flex>
          </Box>

          <HStack gap="2" wrap="wrap">
            <Button asChild>
              <Link to={associationPath(id, 'update')}>
                <Pencil /> {t('common.update')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={associationPath(id, 'update-logo')}>
                <ImageUp /> {t('association.updateLogo')}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={associationPath(id, 'update-cover')}>
                <ImageUp /> {t('association.updateCover')}
              </Link>
            </Button>
          </HStack>

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <Heading as="h2" size="lg" mb="3">
                {t('association.about')}
              </Heading>
              <Text whiteSpace="pre-line" color="fg">
                {orDash(association.about)}
              </Text>
            </Box>
            <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <Heading as="h2" size="lg" mb="3">
                {t('association.details')}
              </Heading>
              <AssociationFacts association={association} />
            </Box>
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
