import { Box, Container } from '@chakra-ui/react';
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

/**
 * The questions as the browser's own exclusive accordion (`<details name="faq">`: opening one closes the
 * others), so a question answers its first tap with or without the page's script; styled as Chakra's accordion
 * recipe draws its `enclosed` variant (the open item's `[open]` is the recipe's `_open`).
 */
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
        <Box borderWidth="1px" borderRadius="l2" divideY="1px" overflow="hidden" bg="bg.panel">
          {FAQS.map((item, index) => (
            <Box asChild key={item.q} _open={{ bg: 'bg.subtle' }}>
              <details name="faq" open={index === 0}>
                <Box
                  as="summary"
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="4"
                  py="4"
                  textAlign="start"
                  textStyle="md"
                  fontWeight="semibold"
                  cursor="pointer"
                  listStyle="none"
                  borderRadius="l2"
                  outline="0"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                  css={{ '&::-webkit-details-marker': { display: 'none' } }}
                >
                  <Box as="span" flex="1" textAlign="start">
                    {item.q}
                  </Box>
                  <Box
                    as="span"
                    display="inline-flex"
                    color="fg.subtle"
                    transition="rotate 0.2s"
                    css={{
                      'details[open] > summary > &': { rotate: '180deg' },
                      '& svg': { width: '1.2em', height: '1.2em' },
                    }}
                  >
                    <ChevronDown aria-hidden="true" />
                  </Box>
                </Box>
                <Box px="4" pt="2" pb="4" color="fg.muted">
                  {item.a}
                </Box>
              </details>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
