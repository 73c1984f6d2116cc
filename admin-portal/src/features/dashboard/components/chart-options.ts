import type { DashboardMonth } from '@alumni/shared/contracts';
import { formatMoney } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import type { Language } from '@alumni/shared/i18n';
import uPlot from 'uplot';
import { CHART_HEIGHT } from './chart-size';
import { monthLabel } from './month-labels';

/** Colours read from the page (the theme's tokens, light or dark): canvas strokes take no CSS variables. */
export type ChartColors = { text: string; grid: string; revenue: string; members: string; font: string };

/** The page's language and the series' names in it (axes in its digits and month names). */
export type ChartTexts = { language: Language; revenue: string; members: string };

/** Below this width every other month is labelled (the current one always). */
const NARROW = 520;

const barsOf = uPlot.paths.bars;

/** The x values are the months' positions (0 oldest .. 11 this month); labels come from the months. */
export function chartData(months: DashboardMonth[]): uPlot.AlignedData {
  return [months.map((_, i) => i), months.map((m) => m.revenue), months.map((m) => m.new_members)];
}

const upTo = (max: number | null, headroom: number): uPlot.Range.MinMax => [0, max && max > 0 ? max * headroom : 1];

export function chartOptions(
  months: DashboardMonth[],
  colors: ChartColors,
  width: number,
  texts: ChartTexts,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const last = months.length - 1;
  const axis = { stroke: colors.text, font: `12px ${colors.font}`, ticks: { show: false } };
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false }, y: false },
    scales: {
      x: { time: false, range: [-0.5, last + 0.5] },
      // Revenue may be negative in a month of refunds; members never are.
      revenue: { range: (_u, min, max) => [Math.min(0, min ?? 0), upTo(max, 1.15)[1]] },
      members: { range: (_u, _min, max) => upTo(max, 1.25) },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => months.map((_, i) => i).filter((i) => (last - i) % (width < NARROW ? 2 : 1) === 0),
        values: (_u, splits) =>
          splits.map((i) => (months[i] ? monthLabel(months[i].month, 'short', texts.language) : '')),
      },
      {
        ...axis,
        scale: 'revenue',
        size: 64,
        grid: { stroke: colors.grid, width: 1 },
        values: (_u, splits) => splits.map((v) => formatMoney(v, { isWhole: true, language: texts.language })),
      },
      {
        ...axis,
        scale: 'members',
        side: 1,
        size: 40,
        grid: { show: false },
        values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? figure(v, texts.language) : '')),
      },
    ],
    series: [
      {},
      {
        label: texts.revenue,
        scale: 'revenue',
        stroke: colors.revenue,
        fill: colors.revenue,
        paths: barsOf?.({ size: [0.6, 40] }),
        points: { show: false },
      },
      {
        label: texts.members,
        scale: 'members',
        stroke: colors.members,
        width: 2,
        points: { show: true, size: 7, fill: colors.members },
      },
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}
