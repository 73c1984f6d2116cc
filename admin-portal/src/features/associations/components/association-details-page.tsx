import { Box, Button, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import { DEFAULT_COVER_URL, type Fact, FactList, MediaImage, QueryState, usePageTitle } from '@alumni/shared';
import { type Association } from '@alumni/shared/contracts';
import { ImageUp, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociation } from '../api/get-association';
import { useAssociationId } from './managed-association-route';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

function ExternalLink({ href }: { href: string | null }) {
  if (!href) return <>—</>;
  return (
    <ChakraLink href={href} target="_blank" rel="noreferrer" color="brand.fg" wordBreak="break-all">
      {href}
    </ChakraLink>
  );
}

function AssociationFacts({ association }: { association: Association }) {
  const facts: Fact[] = [
    ['Address', orDash(association.address)],
    ['Phone', orDash(association.phone)],
    ['Email', orDash(association.email)],
    ['Website', <ExternalLink key="website" href={association.website} />],
    ['Established', orDash(association.established_year)],
    ['Society prefix', orDash(association.society_prefix)],
    ['Members', association.member_count],
    ['Facebook', <ExternalLink key="facebook" href={association.links.facebook} />],
    ['LinkedIn', <ExternalLink key="linkedin" href={association.links.linkedin} />],
    ['Twitter', <ExternalLink key="twitter" href={association.links.twitter} />],
  ];
  return <FactList facts={facts} labelWidth="9rem" />;
}

/** Association Profile: everything about the association, with its update actions. */
export function AssociationDetailsPage() {
  const id = useAssociationId();
  const query = useAssociation(id);
  usePageTitle(query.data?.name ?? 'Association Profile');

  return (
    <QueryState query={query} what="The association">
      {(association) => (
        <Stack gap="6">
          <Box position="relative" rounded="xl" overflow="hidden" borderWidth="1px" bg="bg.panel">
            <AspectRatio ratio={{ base: 2, md: 3.5 }}>
              <MediaImage
                path={association.cover}
                fallback={DEFAULT_COVER_URL}
                alt={`${association.name} cover photo`}
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
                alt={`${association.name} logo`}
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
                <Pencil /> Update
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={associationPath(id, 'update-logo')}>
                <ImageUp /> Update Logo
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={associationPath(id, 'update-cover')}>
                <ImageUp /> Update Cover Photo
              </Link>
            </Button>
          </HStack>

          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <Heading as="h2" size="lg" mb="3">
                About
              </Heading>
              <Text whiteSpace="pre-line" color="fg">
                {orDash(association.about)}
              </Text>
            </Box>
            <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <Heading as="h2" size="lg" mb="3">
                Details
              </Heading>
              <AssociationFacts association={association} />
            </Box>
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}
