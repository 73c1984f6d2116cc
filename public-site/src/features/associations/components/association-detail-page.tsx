import { Box, Button, Container, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_COVER_URL, MediaImage, QueryState, usePageTitle } from '@alumni/shared';
import { Globe, Mail, MapPin, Phone, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAssociation } from '../../../api/get-association';
import { SocialLinks } from './social-links';

function BecomeMember({ id, size = 'lg' }: { id: number; size?: 'md' | 'lg' }) {
  return (
    <Button asChild size={size} colorPalette="brand">
      <Link to={`/associations/${id}/memberships`}>
        <UserPlus /> Become a Member
      </Link>
    </Button>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3">
      <Box color="brand.solid" pt="0.5" aria-hidden="true">
        {icon}
      </Box>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box wordBreak="break-word">{children}</Box>
      </Stack>
    </HStack>
  );
}

export function AssociationDetailPage() {
  const { id = '' } = useParams();
  const query = useAssociation(id);
  usePageTitle(query.data?.name ?? 'Association');

  return (
    <QueryState query={query} what="The association" hasNotFound fill="screen">
      {(association) => {
        const notGiven = <Text color="fg.muted">Not given</Text>;
        return (
          <>
            {/* The cover is the largest thing on the first screen: fetched first, in a box of fixed height (no shift). */}
            <Box position="relative" h={{ base: '200px', md: '340px' }} bg="brand.700" overflow="hidden">
              <MediaImage
                path={association.cover}
                fallback={DEFAULT_COVER_URL}
                alt={`${association.name} cover photo`}
                w="full"
                h="full"
                objectFit="cover"
                fetchPriority="high"
              />
              <Box
                position="absolute"
                inset="0"
                bgGradient="to-t"
                gradientFrom="blackAlpha.700"
                gradientTo="transparent"
              />
              <Container maxW="6xl" position="absolute" bottom={{ base: '4', md: '8' }} left="0" right="0">
                <Stack
                  direction={{ base: 'column', md: 'row' }}
                  justify="space-between"
                  align={{ base: 'flex-start', md: 'flex-end' }}
                  gap="3"
                >
                  <Stack gap="1" color="white" maxW="3xl">
                    <Heading
                      as="h1"
                      fontSize={{ base: 'xl', md: '4xl' }}
                      color="white"
                      lineHeight="1.2"
                      textShadow="0 1px 3px rgba(0,0,0,0.5)"
                    >
                      {association.name}
                    </Heading>
                    {association.tagline && (
                      <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.9} display={{ base: 'none', sm: 'block' }}>
                        {association.tagline}
                      </Text>
                    )}
                  </Stack>
                  <BecomeMember id={association.id} size="md" />
                </Stack>
              </Container>
            </Box>
            <Container maxW="6xl" py={{ base: '8', md: '12' }}>
              <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
                <Box
                  as="section"
                  aria-labelledby="about-association"
                  bg="bg.panel"
                  borderWidth="1px"
                  rounded="xl"
                  p={{ base: '5', md: '8' }}
                >
                  <Heading id="about-association" as="h2" size="xl" mb="5">
                    About us
                  </Heading>
                  <HStack gap="4" mb="5" align="center">
                    <MediaImage
                      path={association.logo}
                      alt={`${association.name} logo`}
                      boxSize={{ base: '16', md: '20' }}
                      rounded="lg"
                      objectFit="cover"
                      borderWidth="1px"
                    />
                    <Stack gap="0">
                      <Text fontWeight="bold" fontSize="lg">
                        {association.name}
                      </Text>
                      <Text color="fg.muted" fontSize="sm">
                        {association.member_count} {association.member_count === 1 ? 'member' : 'members'}
                        {association.established_year ? ` · Established ${association.established_year}` : ''}
                      </Text>
                    </Stack>
                  </HStack>
                  <Text whiteSpace="pre-line" color="fg" lineHeight="tall">
                    {association.about || 'This association has not written about itself yet.'}
                  </Text>
                </Box>
                <Stack gap="6">
                  <Box
                    as="section"
                    aria-labelledby="contact-association"
                    bg="bg.panel"
                    borderWidth="1px"
                    rounded="xl"
                    p={{ base: '5', md: '6' }}
                  >
                    <Heading id="contact-association" as="h2" size="lg" mb="4">
                      Contact Us
                    </Heading>
                    <Stack gap="4">
                      <ContactLine icon={<MapPin size={18} />} label="Address">
                        {association.address ? <Text whiteSpace="pre-line">{association.address}</Text> : notGiven}
                      </ContactLine>
                      <ContactLine icon={<Phone size={18} />} label="Phone">
                        {association.phone ? (
                          <ChakraLink href={`tel:${association.phone}`}>{association.phone}</ChakraLink>
                        ) : (
                          notGiven
                        )}
                      </ContactLine>
                      <ContactLine icon={<Mail size={18} />} label="Email">
                        {association.email ? (
                          <ChakraLink href={`mailto:${association.email}`}>{association.email}</ChakraLink>
                        ) : (
                          notGiven
                        )}
                      </ContactLine>
                      {association.website && (
                        <ContactLine icon={<Globe size={18} />} label="Website">
                          <ChakraLink href={association.website} target="_blank" rel="noopener noreferrer">
                            {association.website.replace(/^https?:\/\//, '')}
                          </ChakraLink>
                        </ContactLine>
                      )}
                    </Stack>
                    <SocialLinks links={association.links} name={association.name} />
                  </Box>
                  <Stack bg="brand.subtle" rounded="xl" p="6" gap="3" borderWidth="1px" borderColor="brand.muted">
                    <Text fontWeight="bold" fontSize="lg">
                      Join {association.name}
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      Choose a membership type and apply online in a few minutes.
                    </Text>
                    <BecomeMember id={association.id} />
                  </Stack>
                </Stack>
              </Grid>
            </Container>
          </>
        );
      }}
    </QueryState>
  );
}
