import { HStack, IconButton } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import type { Association } from '@alumni/shared/contracts';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

const ICONS = {
  facebook: <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" />,
  linkedin: (
    <path d="M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v1.7c.6-1 2-2 4-2 3.5 0 4 2.3 4 5.3V21h-4v-5.6c0-1.4 0-3.1-2-3.1s-2.2 1.5-2.2 3V21H10z" />
  ),
  twitter: <path d="M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H3.8l6.6-7.6z" />,
} as const;

/** The networks' names are brands: the same in every language. */
const LABELS = { facebook: 'Facebook', linkedin: 'LinkedIn', twitter: 'Twitter' } as const;

/** Only the networks the association filled in. */
export function SocialLinks({ links, name }: { links: Association['links']; name: string }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const present = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((key) => links[key]);
  if (present.length === 0) return null;
  return (
    <HStack gap="2" mt="5" pt="4" borderTopWidth="1px">
      {present.map((key) => (
        <IconButton key={key} asChild variant="subtle" rounded="full" size="sm">
          <a
            href={links[key] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('association.social', { name, network: LABELS[key] })}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              {ICONS[key]}
            </svg>
          </a>
        </IconButton>
      ))}
    </HStack>
  );
}
