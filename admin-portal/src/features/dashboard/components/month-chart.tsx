import { Box, HStack, Text } from '@chakra-ui/react';
import { useLanguage, usePortalCatalog, useTheme } from '@alumni/shared';
import type { DashboardMonth } from '@alumni/shared/contracts';
import { formatMoney } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import uPlotCss from 'uplot/dist/uPlot.min.css';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { chartData, chartOptions, type ChartColors } from './chart-options';
import { CHART_HEIGHT } from './chart-size';
import { monthLabel } from './month-labels';

type Series = 'revenue' | 'members';

function Swatch({
  color,
  label,
  series,
  shape,
}: {
  color: string;
  label: string;
  series: Series;
  shape: 'bar' | 'dot';
}) {
  return (
    <HStack gap="1.5" fontSize="sm" color="fg.muted">
      <Box as="span" data-swatch={series} boxSize="3" bg={color} rounded={shape === 'dot' ? 'full' : 'sm'} />
      {label}
    </HStack>
  );
}

/** The theme's colours as the browser resolved them, read from the chart's holder and its legend. */
function readColors(holder: HTMLElement): ChartColors {
  const style = getComputedStyle(holder);
  const swatch = (series: Series) => {
    const el = holder.parentElement?.querySelector(`[data-swatch="${series}"]`);
    return el ? getComputedStyle(el).backgroundColor : style.color;
  };
  return {
    text: style.color,
    grid: style.borderTopColor,
    font: style.fontFamily,
    revenue: swatch('revenue'),
    members: swatch('members'),
  };
}

/**
 * The last 12 months (revenue as bars, new members as a line) drawn by uPlot, loaded with this module
 * only on the dashboard. Drawn again when the theme changes: a canvas keeps the colours it was drawn with.
 */
export function MonthChart({ months }: { months: DashboardMonth[] }) {
  const mode = useTheme((s) => s.mode);
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const revenue = t('dashboard.revenue');
  const members = t('dashboard.newMembers');
  const holder = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const el = holder.current;
    if (!el) return;
    const chart = new uPlot(
      chartOptions(months, readColors(el), el.clientWidth, { language, revenue, members }, setHovered),
      chartData(months),
      el,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: CHART_HEIGHT }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [months, mode, language, revenue, members]);

  const shown = months[hovered ?? months.length - 1];
  return (
    <Box>
      <style href="uplot-css" precedence="default">
        {uPlotCss}
      </style>
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <HStack gap="4">
          <Swatch color="brand.solid" label={revenue} series="revenue" shape="bar" />
          <Swatch color="orange.solid" label={members} series="members" shape="dot" />
        </HStack>
        {shown && (
          <Text fontSize="sm" color="fg.muted" aria-hidden>
            {t('dashboard.monthSummary', {
              month: monthLabel(shown.month, 'long', language),
              revenue: formatMoney(shown.revenue, { language }),
              count: figure(shown.new_members, language),
            })}
          </Text>
        )}
      </HStack>
      <Box ref={holder} h={`${CHART_HEIGHT}px`} color="fg.muted" borderColor="border.muted" aria-hidden />
    </Box>
  );
}
