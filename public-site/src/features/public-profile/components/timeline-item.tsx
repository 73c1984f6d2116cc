import { useLanguage } from '@alumni/shared';
import { formatMonthYear } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePublicAuthTexts } from '../../../i18n/use-public-auth-texts';

type Period = { start_date: string; end_date: string | null; current: boolean };

/** "MMM yyyy – MMM yyyy", or "– Present" for an ongoing entry (current, or no end date). */
function periodText({ start_date, end_date, current }: Period, language: Language, present: string): string {
  const end = current || !end_date ? present : formatMonthYear(end_date, language);
  return `${formatMonthYear(start_date, language)} – ${end}`;
}

export function TimelineItem({
  icon,
  title,
  subtitle,
  period,
  description,
}: {
  icon: ReactNode;
  title: string;
  subtitle: string;
  period: Period;
  description: string;
}) {
  const t = usePublicAuthTexts();
  const language = useLanguage();
  return (
    <HStack as="li" align="flex-start" gap="4">
      <Box bg="brand.subtle" color="brand.fg" rounded="lg" p="2.5" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm">{subtitle}</Text>
        <Text fontSize="sm" color="fg.muted">
          {periodText(period, language, t('profile.present'))}
        </Text>
        {description && (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" mt="1">
            {description}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
