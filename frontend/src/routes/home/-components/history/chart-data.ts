import type { HistoryResultDto, HistorySeriesDto } from '../../../../api/types.gen';

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
  first: HistoryResultDto;
  last: HistoryResultDto;
  best: number;
}

/** A category whose points are runs of results, each the mean of at most `perPoint`. */
export interface GroupedSeries {
  name: string;
  perPoint: number;
}

export interface ChartModel {
  /**
   * one row per point the server sent, oldest first, dated by its (run's last) result; a row holds
   * the score of its own category only
   */
  data: Array<Record<string, string | number>>;
  series: ChartSeries[];
  summaries: SeriesSummary[];
  /** the categories whose points are runs: the chart says so */
  grouped: GroupedSeries[];
}

// Dark shades keep lines and legend at 3:1 against the page.
const COLORS = ['blue.8', 'teal.8', 'grape.8', 'orange.9', 'red.8', 'indigo.8', 'cyan.9', 'pink.8'];

/**
 * The chart's rows and lines and the text that says the same for readers who cannot see it. The
 * server has grouped a category of many results into runs already and summed up every result.
 */
export function chartModel(input: HistorySeriesDto[], formatDate: (iso: string) => string): ChartModel {
  const withPoints = input.filter((s) => s.points.length > 0);
  const series = withPoints.map((s, i) => ({ name: `s${i}`, label: s.categoryName, color: COLORS[i % COLORS.length]! }));
  const points = withPoints.flatMap((s, i) => s.points.map((p) => ({ key: `s${i}`, ...p })));
  points.sort((a, b) => a.completedOn.localeCompare(b.completedOn));
  const data = points.map((p) => ({ when: formatDate(p.completedOn), [p.key]: p.percent }));
  const summaries = withPoints.map(({ categoryName, count, first, last, best }) => ({ name: categoryName, count, first, last, best }));
  const grouped = withPoints
    .filter((s) => s.count > s.points.length)
    .map((s) => ({ name: s.categoryName, perPoint: Math.max(...s.points.map((p) => p.count)) }));
  return { data, series, summaries, grouped };
}
