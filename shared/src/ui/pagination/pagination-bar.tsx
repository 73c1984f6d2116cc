import { Box, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../../format/number-format';
import { useLanguage, useShellText } from '../../i18n/react';
import { paginationWindow, totalPagesOf } from './pagination-window';

export type PaginationBarProps = { count: number; limit: number; page: number };

const itemStyle = {
  minW: '9',
  h: '9',
  px: '2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  borderWidth: '1px',
  fontSize: 'sm',
} as const;

function PageLink({
  to,
  label,
  current,
  disabled,
  children,
}: {
  to: string;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  // No page to go to: a disabled button, which may carry its name (a plain span may not: axe's
  // aria-prohibited-attr, Lighthouse accessibility 96 on /associations).
  if (disabled) {
    return (
      <Box asChild {...itemStyle} color="fg.subtle" borderColor="border" bg="transparent" cursor="default">
        <button type="button" disabled aria-label={label} aria-disabled="true">
          {children}
        </button>
      </Box>
    );
  }
  return (
    <Box
      asChild
      {...itemStyle}
      borderColor={current ? 'brand.solid' : 'border'}
      bg={current ? 'brand.solid' : 'bg.panel'}
      color={current ? 'brand.contrast' : 'fg'}
      _hover={current ? undefined : { bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Link to={to} aria-label={label} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </Box>
  );
}

/**
 * First, previous, up to 7 page numbers with gaps, next, last. Links keep the current path and the
 * other query parameters and set `page`; the page reads it back through usePageParams.
 */
export function PaginationBar({ count, limit, page }: PaginationBarProps) {
  const location = useLocation();
  const language = useLanguage();
  const t = useShellText();
  // A page's number in the page's digits (১২ in Bangla); English as it always read (no grouping).
  const number = (n: number) => (language === 'en' ? String(n) : formatCount(n, language));
  const totalPages = totalPagesOf(count, limit);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const hrefFor = (n: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(n));
    return `${location.pathname}?${params.toString()}`;
  };

  return (
    <HStack as="nav" aria-label={t('pagination.label')} gap="1.5" wrap="wrap" justify="center" py="4">
      <PageLink to={hrefFor(1)} label={t('pagination.first')} disabled={current === 1}>
        <ChevronsLeft size={16} />
      </PageLink>
      <PageLink to={hrefFor(current - 1)} label={t('pagination.previous')} disabled={current === 1}>
        <ChevronLeft size={16} />
      </PageLink>
      {paginationWindow(current, totalPages).map((item) =>
        typeof item === 'number' ? (
          <PageLink
            key={item}
            to={hrefFor(item)}
            label={t('pagination.page', { page: number(item) })}
            current={item === current}
          >
            {number(item)}
          </PageLink>
        ) : (
          <Text as="span" key={item} px="1" color="fg.muted" aria-hidden="true">
            …
          </Text>
        ),
      )}
      <PageLink to={hrefFor(current + 1)} label={t('pagination.next')} disabled={current === totalPages}>
        <ChevronRight size={16} />
      </PageLink>
      <PageLink to={hrefFor(totalPages)} label={t('pagination.last')} disabled={current === totalPages}>
        <ChevronsRight size={16} />
      </PageLink>
    </HStack>
  );
}
