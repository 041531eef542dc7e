// The "orders per day" chart, drawn with uPlot (loaded only with the Insights page):
// bars stacked by outcome, a click on a day hands that day back.
// Before uPlot, which reads navigator.language as it loads.
import './valid-language';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartColors } from './chart-colors';

export interface DayRow {
  day: string;
  recorded: number;
  failed: number;
  unknown: number;
}

export interface DayChartOptions {
  width: number;
  height: number;
  colors: ChartColors;
  onDay: (day: string) => void;
  /** Called each time the chart has painted (uPlot paints after its constructor returns). */
  onDrawn?: () => void;
}

/**
 * uPlot has no stacked bars: each series is drawn from zero to its running sum,
 * the tallest (all outcomes) first, so that each lower part covers it.
 */
export function drawDayChart(target: HTMLElement, rows: readonly DayRow[], o: DayChartOptions) {
  const x = rows.map((_, i) => i);
  const all = rows.map((r) => r.recorded + r.failed + r.unknown);
  const recordedOrFailed = rows.map((r) => r.recorded + r.failed);
  const recorded = rows.map((r) => r.recorded);
  const bars = uPlot.paths.bars?.({ size: [0.7, 40], gap: 1 });
  const series = (label: string, stroke: string): uPlot.Series => ({
    label,
    fill: stroke,
    stroke,
    width: 0,
    points: { show: false },
    ...(bars ? { paths: bars } : {}),
  });
  const axis = {
    stroke: o.colors.text,
    grid: { stroke: o.colors.grid, width: 1 },
    ticks: { show: false },
  };
  const chart = new uPlot(
    {
      width: o.width,
      height: o.height,
      legend: { show: false },
      hooks: { draw: [() => o.onDrawn?.()] },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: {
        x: { time: false, range: [-0.5, Math.max(rows.length - 0.5, 0.5)] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          ...axis,
          size: 28,
          grid: { show: false },
          values: (_u, ticks) => ticks.map((t) => shortDay(rows[t]?.day)),
        },
        {
          ...axis,
          values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')),
        },
      ],
      series: [
        {},
        series('Unknown', o.colors.unknown),
        series('Failed', o.colors.failed),
        series('Recorded', o.colors.recorded),
      ],
    },
    [x, all, recordedOrFailed, recorded],
    target,
  );
  chart.over.style.cursor = 'pointer';
  chart.over.addEventListener('click', () => {
    const i = chart.cursor.idx;
    const row = i === null || i === undefined ? undefined : rows[i];
    if (row) o.onDay(row.day);
  });
  return {
    resize: (width: number) => {
      chart.setSize({ width, height: o.height });
    },
    destroy: () => {
      chart.destroy();
    },
  };
}

/** "11-23" from "2026-11-23": the year is in the range above the chart. */
const shortDay = (day: string | undefined) => (day ? day.slice(5) : '');
