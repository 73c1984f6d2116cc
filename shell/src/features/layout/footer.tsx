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
import { PRODUCT_NAME, ProductLogo, renderedWhenNear, StaticFragment, useCatalog, useLanguage } from '@alumni/shared';
import { formatYear } from '@alumni/shared/format';
import { SHELL_CATALOGS, type ShellMessageId } from '@alumni/shared/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FacebookIcon, LinkedInIcon, XIcon } from '../../components/social-icons';

// The texts are the shell catalog's ids (shared/src/i18n/catalogs/shell); the numbers stay as registered.
const REGISTRATION_IDS: readonly (readonly [ShellMessageId, string])[] = [
  ['footer.registrationNo', 'C-182345/2021'],
  ['footer.tradeLicence', 'TRAD/DNCC/045812/2022'],
  ['footer.tin', '482615937204'],
  ['footer.bin', '004512378-0101'],
  ['footer.basisId', 'G-1024'],
];

type FooterLinkItem = { label: ShellMessageId; to: string };

const ABOUT_LINKS: FooterLinkItem[] = [
  { label: 'footer.aboutUsLink', to: '/about-us' },
  { label: 'footer.contact', to: '/#contact' },
  { label: 'footer.events', to: '/events' },
];

const LEGAL_LINKS: FooterLinkItem[] = [
  { label: 'footer.helpCenter', to: '/about-us#help-center' },
  { label: 'footer.privacy', to: '/about-us#privacy-policy' },
  { label: 'footer.terms', to: '/about-us#terms' },
  { label: 'footer.refund', to: '/about-us#refund-policy' },
  { label: 'footer.faq', to: '/about-us#faq' },
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
  const language = useLanguage();
  const t = useCatalog<ShellMessageId>(SHELL_CATALOGS);
  return (
    <StaticFragment id="footer" deps={[year, language]}>
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
                    {t(label)}: {value}
                  </Text>
                ))}
              </Stack>
            </Stack>
            <Block title={t('footer.aboutUs')}>
              {ABOUT_LINKS.map((link) => (
                <FooterLink key={link.label} to={link.to}>
                  {t(link.label)}
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
            <Block title={t('footer.legal')}>
              {LEGAL_LINKS.map((link) => (
                <FooterLink key={link.label} to={link.to}>
                  {t(link.label)}
                </FooterLink>
              ))}
            </Block>
          </SimpleGrid>
          <Stack gap="3" mt="10" pt="6" borderTopWidth="1px">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              {t('footer.payWith')}
            </Text>
            <Flex gap="2" wrap="wrap" aria-label={t('footer.paymentMethods')} role="list">
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
              {t('footer.rights', { year: formatYear(year, language), product: PRODUCT_NAME })}
            </Text>
          </Stack>
        </Container>
      </Box>
    </StaticFragment>
  );
}
