import type { HistorySeriesDto } from '../../../../api/types.gen';

export interface ChartSeries {
  /** the data key: names may hold dots, which the chart would read as a path */
  name: string;
  label: string;
  color: string;
}

export interface SeriesSummary {
  /** the category: the chart follows a subject across its tests */
  name: string;
  count: number;
  first: { percent: number; completedOn: string };
  last: { percent: number; completedOn: string };
  best: number;
}

export interface ChartModel {
  /** one row per completed test, oldest first; a row holds the score of its own category only */
  data: Array<Record<string, string | number>>;
  series: ChartSeries[];
  summaries: SeriesSummary[];
}

// Dark shades keep lines and legend at 3:1 against the page.
const COLORS = ['blue.8', 'teal.8', 'grape.8', 'orange.9', 'red.8', 'indigo.8', 'cyan.9', 'pink.8'];

/** The chart's rows and lines and the text that says the same for readers who cannot see it. */
export function chartModel(input: HistorySeriesDto[], formatDate: (iso: string) => string): ChartModel {
  const withPoints = input.filter((s) => s.points.length > 0);
  const series = withPoints.map((s, i) => ({ name: `s${i}`, label: s.categoryName, color: COLORS[i % COLORS.length]! }));
  const points = withPoints.flatMap((s, i) => s.points.map((p) => ({ key: `s${i}`, ...p })));
  points.sort((a, b) => a.completedOn.localeCompare(b.completedOn));
  const data = points.map((p) => ({ when: formatDate(p.completedOn), [p.key]: p.percent }));
  const summaries = withPoints.map((s) => ({
    name: s.categoryName,
    count: s.points.length,
    first: { percent: s.points[0]!.percent, completedOn: s.points[0]!.completedOn },
    last: { percent: s.points.at(-1)!.percent, completedOn: s.points.at(-1)!.completedOn },
    best: Math.max(...s.points.map((p) => p.percent)),
  }));
  return { data, series, summaries };
}
