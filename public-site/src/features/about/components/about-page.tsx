import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, usePageTitle } from '@alumni/shared';
import { Building2, HandCoins, ShieldCheck, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { POLICIES } from './policies';

const PILLARS = [
  {
    icon: UsersRound,
    title: 'For alumni',
    text: 'Find your association, apply for membership, pay online or offline and keep your profile in one place.',
  },
  {
    icon: Building2,
    title: 'For associations',
    text: 'Present your association, offer membership types, approve payments and know your members by serial.',
  },
  {
    icon: HandCoins,
    title: 'Fair payments',
    text: 'Fees go to the association through a verified payment page; offline payments are approved by its admins.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data, your choice',
    text: 'Your e-mail and phone appear on your public profile only when you choose to show them.',
  },
];

const STEPS = [
  'Create your free account',
  'Open your association and choose a membership type',
  'Apply and pay online, or tell us you paid offline',
  'Find your membership and certificate in your dashboard',
];

export function AboutPage() {
  usePageTitle('About us');
  return (
    <>
      <Box bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.500" color="white">
        <Container maxW="5xl" py={{ base: '12', md: '20' }}>
          <Text
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize="sm"
            color="whiteAlpha.800"
            mb="3"
          >
            About us
          </Text>
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} color="white" letterSpacing="tight" mb="4">
            About {PRODUCT_NAME}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="3xl">
            {PRODUCT_NAME} brings alumni, students and institutions together. Visitors browse associations; members
            apply, pay and keep their memberships in one place; association admins manage members, membership types and
            payments.
          </Text>
        </Container>
      </Box>

      <Container maxW="5xl" py={{ base: '10', md: '16' }}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" mb={{ base: '12', md: '16' }}>
          {PILLARS.map(({ icon: IconComponent, title, text }) => (
            <Stack key={title} gap="2" p="6" bg="bg.panel" borderWidth="1px" rounded="xl">
              <Box color="brand.solid" aria-hidden="true">
                <IconComponent size={28} />
              </Box>
              <Heading as="h2" size="md">
                {title}
              </Heading>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Box as="section" aria-labelledby="how-title" mb={{ base: '12', md: '16' }}>
          <Heading id="how-title" as="h2" size="2xl" mb="6">
            How membership works
          </Heading>
          <Stack as="ol" gap="4" listStyleType="none">
            {STEPS.map((step, index) => (
              <HStack as="li" key={step} gap="4">
                <Box
                  flexShrink={0}
                  boxSize="9"
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                >
                  {index + 1}
                </Box>
                <Text fontSize="lg">{step}</Text>
              </HStack>
            ))}
          </Stack>
          <HStack mt="6" gap="3" wrap="wrap">
            <Button asChild>
              <Link to="/associations">Browse associations</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/signup">Create an account</Link>
            </Button>
          </HStack>
        </Box>

        <Stack gap="8">
          {POLICIES.map((section) => (
            <Box
              as="section"
              key={section.id}
              id={section.id}
              scrollMarginTop="20"
              aria-labelledby={`${section.id}-title`}
              borderTopWidth="1px"
              pt="8"
            >
              <Heading id={`${section.id}-title`} as="h2" size="xl" mb="3">
                {section.title}
              </Heading>
              <Stack gap="2">
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph} color="fg.muted">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
