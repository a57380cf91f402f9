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
  /**
   * one row per completed test, oldest first; a row holds the score of its own category only. Past
   * MAX_ROWS results, a row stands for a run of consecutive results instead, each category's score
   * in it the mean of that category's results in the run
   */
  data: Array<Record<string, string | number>>;
  /** how many results a row stands for, about: 1 unless the rows are runs */
  perRow: number;
  series: ChartSeries[];
  summaries: SeriesSummary[];
}

/**
 * The rows a chart draws at most: a line over a few hundred pixels shows no more, and a student of
 * long standing has thousands of results, which the chart would draw (and the browser lay out) each.
 */
export const MAX_ROWS = 150;

// Dark shades keep lines and legend at 3:1 against the page.
const COLORS = ['blue.8', 'teal.8', 'grape.8', 'orange.9', 'red.8', 'indigo.8', 'cyan.9', 'pink.8'];

/** The chart's rows and lines and the text that says the same for readers who cannot see it. */
export function chartModel(input: HistorySeriesDto[], formatDate: (iso: string) => string): ChartModel {
  const withPoints = input.filter((s) => s.points.length > 0);
  const series = withPoints.map((s, i) => ({ name: `s${i}`, label: s.categoryName, color: COLORS[i % COLORS.length]! }));
  const points = withPoints.flatMap((s, i) => s.points.map((p) => ({ key: `s${i}`, ...p })));
  points.sort((a, b) => a.completedOn.localeCompare(b.completedOn));
  const data = points.length <= MAX_ROWS ? points.map((p) => ({ when: formatDate(p.completedOn), [p.key]: p.percent })) : runs(points, formatDate);
  const summaries = withPoints.map((s) => ({
    name: s.categoryName,
    count: s.points.length,
    first: { percent: s.points[0]!.percent, completedOn: s.points[0]!.completedOn },
    last: { percent: s.points.at(-1)!.percent, completedOn: s.points.at(-1)!.completedOn },
    best: s.points.reduce((best, p) => Math.max(best, p.percent), -Infinity),
  }));
  return { data, series, summaries, perRow: points.length <= MAX_ROWS ? 1 : Math.round(points.length / MAX_ROWS) };
}

/** MAX_ROWS rows of consecutive results each, dated by the last result of the run. */
function runs(points: Array<{ key: string; completedOn: string; percent: number }>, formatDate: (iso: string) => string): Array<Record<string, string | number>> {
  const rows: Array<Record<string, string | number>> = [];
  for (let r = 0; r < MAX_ROWS; r++) {
    const run = points.slice(Math.floor((r * points.length) / MAX_ROWS), Math.floor(((r + 1) * points.length) / MAX_ROWS));
    const sums = new Map<string, { total: number; count: number }>();
    for (const p of run) {
      const sum = sums.get(p.key) ?? { total: 0, count: 0 };
      sum.total += p.percent;
      sum.count += 1;
      sums.set(p.key, sum);
    }
    const row: Record<string, string | number> = { when: formatDate(run.at(-1)!.completedOn) };
    for (const [key, { total, count }] of sums) row[key] = Math.round(total / count);
    rows.push(row);
  }
  return rows;
}
