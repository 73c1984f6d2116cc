/** The chart's height in CSS pixels; apart from the chart's module so the page's placeholder does not load uPlot. */
export const CHART_HEIGHT = 260;
