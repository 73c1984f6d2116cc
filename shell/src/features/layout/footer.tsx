import {
  Box,
  Container,
  Flex,
  HStack,
  IconButton,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { PRODUCT_NAME, ProductLogo, renderedWhenNear, StaticFragment } from '@alumni/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FacebookIcon, LinkedInIcon, XIcon } from '../../components/social-icons';

const REGISTRATION_IDS = [
  ['Registration No.', 'C-182345/2021'],
  ['Trade Licence', 'TRAD/DNCC/045812/2022'],
  ['TIN', '482615937204'],
  ['BIN', '004512378-0101'],
  ['BASIS Member ID', 'G-1024'],
] as const;

const ABOUT_LINKS = [
  { label: 'About us', to: '/about-us' },
  { label: 'Contact', to: '/#contact' },
  { label: 'Events', to: '/events' },
];

const LEGAL_LINKS = [
  { label: 'Help Center', to: '/about-us#help-center' },
  { label: 'Privacy Policy', to: '/about-us#privacy-policy' },
  { label: 'Terms & Conditions', to: '/about-us#terms' },
  { label: 'Refund Policy', to: '/about-us#refund-policy' },
  { label: "FAQ's", to: '/about-us#faq' },
];

const SOCIAL = [
  { label: 'Facebook', href: 'https://www.facebook.com/', icon: <FacebookIcon /> },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: <LinkedInIcon /> },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: <XIcon /> },
];

const PAYMENT_METHODS = ['bKash', 'Nagad', 'Rocket', 'VISA', 'Mastercard', 'AMEX', 'DBBL Nexus'];

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Text as="h2" fontWeight="semibold" textTransform="uppercase" fontSize="sm" letterSpacing="wider">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="fg.muted" _hover={{ color: 'brand.fg' }} w="fit-content">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

/** The public footer (spec section 2): identifiers, About Us, Legal, payment methods, copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <StaticFragment id="footer" deps={[year]}>
      <Box
        as="footer"
        bg="bg.subtle"
        borderTopWidth="1px"
        mt="auto"
        css={renderedWhenNear({ base: '930px', md: '475px' })}
      >
        <Container maxW="7xl" py="12">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
            <Stack gap="4">
              <Link to="/" aria-label={`${PRODUCT_NAME} home`}>
                <ProductLogo size={34} />
              </Link>
              <Stack gap="1" fontSize="sm" color="fg.muted">
                {REGISTRATION_IDS.map(([label, value]) => (
                  <Text key={label}>
                    {label}: {value}
                  </Text>
                ))}
              </Stack>
            </Stack>
            <Block title="About Us">
              {ABOUT_LINKS.map((link) => (
                <FooterLink key={link.label} to={link.to}>
                  {link.label}
                </FooterLink>
              ))}
              <HStack gap="2" pt="1">
                {SOCIAL.map((social) => (
                  <IconButton
                    key={social.label}
                    asChild
                    variant="outline"
                    size="sm"
                    rounded="full"
                    aria-label={social.label}
                  >
                    <a href={social.href} target="_blank" rel="noopener noreferrer">
                      {social.icon}
                    </a>
                  </IconButton>
                ))}
              </HStack>
            </Block>
            <Block title="Legal">
              {LEGAL_LINKS.map((link) => (
                <FooterLink key={link.label} to={link.to}>
                  {link.label}
                </FooterLink>
              ))}
            </Block>
          </SimpleGrid>
          <Stack gap="3" mt="10" pt="6" borderTopWidth="1px">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              Pay with
            </Text>
            <Flex gap="2" wrap="wrap" aria-label="Accepted payment methods" role="list">
              {PAYMENT_METHODS.map((method) => (
                <Box
                  key={method}
                  role="listitem"
                  px="3"
                  py="1"
                  borderWidth="1px"
                  rounded="md"
                  bg="bg.panel"
                  fontSize="xs"
                  fontWeight="bold"
                  color="fg.muted"
                >
                  {method}
                </Box>
              ))}
            </Flex>
            <Text fontSize="sm" color="fg.muted" pt="2">
              © {year} {PRODUCT_NAME} | All Rights Reserved
            </Text>
          </Stack>
        </Container>
      </Box>
    </StaticFragment>
  );
}
