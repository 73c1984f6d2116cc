import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, usePageTitle } from '@alumni/shared';

/** Footer links point at these anchors (help, privacy, terms, refunds, FAQ). */
const SECTIONS = [
  {
    id: 'help-center',
    title: 'Help Center',
    text: 'Use the chat button in your dashboard or write to support@alumniconnect.example. We answer within one working day.',
  },
  {
    id: 'privacy-policy',
    title: 'Privacy Policy',
    text: 'Your profile is shown to others only as far as you choose. We never sell personal data; payment details are handled by the payment provider.',
  },
  {
    id: 'terms',
    title: 'Terms & Conditions',
    text: 'Associations are responsible for the memberships they offer. Members agree to keep their information accurate.',
  },
  {
    id: 'refund-policy',
    title: 'Refund Policy',
    text: 'Membership fees are collected on behalf of each association; refunds follow the association’s own rules.',
  },
  {
    id: 'faq',
    title: "FAQ's",
    text: 'How do I join an association? Sign up, open the association and choose a membership type. Paid offline? Tick the offline option and the admin approves it.',
  },
];

export function AboutPage() {
  usePageTitle('About us');
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="4xl" mb="4">
        About {PRODUCT_NAME}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="10">
        {PRODUCT_NAME} brings alumni, students and institutions together. Visitors browse associations; members apply, pay and
        keep their memberships in one place; association admins manage members, membership types and payments.
      </Text>
      <Stack gap="8">
        {SECTIONS.map((section) => (
          <Box as="section" key={section.id} id={section.id} scrollMarginTop="20" aria-labelledby={`${section.id}-title`}>
            <Heading id={`${section.id}-title`} as="h2" size="xl" mb="2">
              {section.title}
            </Heading>
            <Text color="fg.muted">{section.text}</Text>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
