import { Box } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { ChevronDown } from 'lucide-react';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { LandingSection, SectionHeading } from './section-heading';

/** The questions (texts: the catalog's `landing.faq.<id>.q` and `.a`). */
export const FAQS = ['join', 'offline', 'certificate', 'register', 'profile'] as const;

/**
 * The questions as the browser's own exclusive accordion (`<details name="faq">`: opening one closes the
 * others), so a question answers its first tap with or without the page's script; styled as Chakra's accordion
 * recipe draws its `enclosed` variant (the open item's `[open]` is the recipe's `_open`).
 */
export function FaqSection() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <LandingSection name="faq" maxW="3xl" id="faq" scrollMarginTop="20" bg="bg.subtle">
      <SectionHeading id="faq-title" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
      <Box borderWidth="1px" borderRadius="l2" divideY="1px" overflow="hidden" bg="bg.panel">
        {FAQS.map((id, index) => (
          <Box asChild key={id} _open={{ bg: 'bg.subtle' }}>
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
                  {t(`landing.faq.${id}.q`)}
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
                {t(`landing.faq.${id}.a`)}
              </Box>
            </details>
          </Box>
        ))}
      </Box>
    </LandingSection>
  );
}
