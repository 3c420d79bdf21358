import type uPlot from 'uplot';
import uPlotLib from 'uplot';

/** The chart colours: a blue and an amber that stay apart for most colour vision. */
export const CHART_COLORS = { primary: '#2563eb', secondary: '#d97706', muted: '#64748b' };

const AXIS = { stroke: '#475569', grid: { stroke: '#e2e8f0', width: 1 }, ticks: { show: false } };

/** The steps between a count axis's marks. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/** Bars drawn from the x axis, 70 % of each slot wide. */
function bars(): uPlot.Series.PathBuilder | undefined {
  return uPlotLib.paths.bars?.({ size: [0.7, 48] });
}

export interface SeriesSpec {
  label: string;
  color: string;
  kind: 'bars' | 'line';
  /** How a value reads in the legend, e.g. '12.5 h'. */
  unit?: string;
}

/**
 * Options for a chart of categories along x (weeks, posts, guards): x is each category's index,
 * labelled with `labels`; every series is bars or a line.
 */
export function categoryChart(
  labels: readonly string[],
  series: readonly SeriesSpec[],
  {
    xLabel,
    legendLabels = labels,
    rotate = false,
    yRange,
    idleShows = 'last',
    wholeCounts = false,
  }: {
    xLabel: string;
    /**
     * What the legend reads for each category, when the axis shows something shorter (a post's
     * dept code under its bar, its whole name in the legend: issue #31).
     */
    legendLabels?: readonly string[];
    rotate?: boolean;
    yRange?: [number, number];
    /**
     * Which category the legend reads while the pointer is off the chart: the latest week
     * ('last'), or the first of a list sorted by most ('first'). Pointing at one reads it.
     */
    idleShows?: 'first' | 'last';
    /** Counts of things: the y axis marks whole numbers only (never '0.2' of a confirmation). */
    wholeCounts?: boolean;
  },
): Omit<uPlot.Options, 'width' | 'height'> {
  const shownIndex = (idx: number | null) => idx ?? (idleShows === 'first' ? 0 : labels.length - 1);
  return {
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, labels.length - 0.5] },
      y: yRange ? { range: yRange } : { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        ...AXIS,
        space: rotate ? 14 : 44,
        incrs: [1, 2, 4, 8, 13, 26, 52],
        rotate: rotate ? -40 : 0,
        size: rotate ? 100 : 40,
        values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
      },
      { ...AXIS, size: 48, ...(wholeCounts ? { incrs: WHOLE_STEPS } : {}) },
    ],
    series: [
      { label: xLabel, value: (_u, _raw, _series, idx) => legendLabels[shownIndex(idx)] ?? '' },
      ...series.map((spec) => ({
        label: spec.label,
        stroke: spec.color,
        fill: spec.kind === 'bars' ? `${spec.color}cc` : undefined,
        width: spec.kind === 'bars' ? 0 : 2,
        points: { show: spec.kind === 'line', size: 6 },
        paths: spec.kind === 'bars' ? bars() : undefined,
        value: (u: uPlot, _raw: number | null, seriesIdx: number, idx: number | null) => {
          const value = u.data[seriesIdx]?.[shownIndex(idx)];
          return value === null || value === undefined ? '–' : `${String(value)}${spec.unit ?? ''}`;
        },
      })),
    ],
  };
}

/** The x values of a category chart: 0 … n-1. */
export const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);
