import { Box, Container } from '@chakra-ui/react';
import { Accordion } from '@chakra-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import { SectionHeading } from './section-heading';

export const FAQS = [
  {
    q: 'How do I join an alumni association?',
    a: 'Sign up, open the association from the Associations page, choose a membership type and fill in the short application form.',
  },
  {
    q: 'Can I pay my membership fee offline?',
    a: 'Yes. Tick "I already paid offline or through other method" when you apply; the association admin approves your payment and your membership starts.',
  },
  {
    q: 'How do I get my membership certificate?',
    a: 'Open Your Memberships in your dashboard and request the certificate; it is sent to your e-mail address.',
  },
  {
    q: 'How can I register a new association?',
    a: 'From your dashboard choose Association Requests and apply. Once the site team approves it, you become its first admin.',
  },
  {
    q: 'Who can see my profile?',
    a: 'Your public profile shows your name, bio, education and career. Your e-mail and phone appear only if you choose to show them.',
  },
];

export function FaqSection() {
  return (
    <Box
      as="section"
      id="faq"
      aria-labelledby="faq-title"
      scrollMarginTop="20"
      py={{ base: '14', md: '20' }}
      bg="bg.subtle"
    >
      <Container maxW="3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <Accordion.Root collapsible defaultValue={['0']} variant="enclosed" bg="bg.panel">
          {FAQS.map((item, index) => (
            <Accordion.Item key={item.q} value={String(index)}>
              <Accordion.ItemTrigger fontWeight="semibold" py="4" cursor="pointer">
                <Box as="span" flex="1" textAlign="start">
                  {item.q}
                </Box>
                <Accordion.ItemIndicator>
                  <ChevronDown />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody color="fg.muted">{item.a}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Container>
    </Box>
  );
}
