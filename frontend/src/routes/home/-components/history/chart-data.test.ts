import { describe, expect, it } from 'vitest';
import type { HistoryPointDto, HistorySeriesDto } from '../../../../api/types.gen';
import { chartModel } from './chart-data';

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T12:00:00.000Z`;

/** A point of one result, as the server sends it. */
const result = (completedOn: string, percent: number, mode: number, testName: string): HistoryPointDto => ({
  completedOn,
  firstCompletedOn: completedOn,
  percent,
  count: 1,
  mode,
  testName,
});

/** A category of results each its own point, summed up as the server does. */
function ungrouped(categoryId: number, categoryName: string, points: HistoryPointDto[]): HistorySeriesDto {
  const at = (p: HistoryPointDto | undefined) => ({ completedOn: p?.completedOn ?? '', percent: p?.percent ?? 0 });
  return {
    categoryId,
    categoryName,
    count: points.length,
    first: at(points[0]),
    last: at(points.at(-1)),
    best: Math.max(0, ...points.map((p) => p.percent)),
    points,
  };
}

describe('the history chart model', () => {
  const model = chartModel(
    [
      ungrouped(1, 'Mathematics', [result(day(1), 40, 2, 'Math A'), result(day(5), 70, 2, 'Math B'), result(day(9), 65, 1, 'Math A')]),
      ungrouped(2, 'English Language Arts and Reading', [result(day(3), 55, 2, 'ELAR')]),
      ungrouped(3, 'Essay', []),
    ],
    (iso) => iso.slice(5, 10),
  );

  it('puts every completion on the time axis in order, each carrying only its own category’s score', () => {
    expect(model.data).toEqual([
      { when: '11-01', s0: 40 },
      { when: '11-03', s1: 55 },
      { when: '11-05', s0: 70 },
      { when: '11-09', s0: 65 },
    ]);
  });

  it('draws one line per category with results, whichever of its tests they come from, under keys that are safe for the chart', () => {
    expect(model.series.map((s) => [s.name, s.label])).toEqual([
      ['s0', 'Mathematics'],
      ['s1', 'English Language Arts and Reading'],
    ]);
  });

  it('summarises each category in words: how many, first, latest and best', () => {
    expect(model.summaries[0]).toEqual({
      name: 'Mathematics',
      count: 3,
      first: { percent: 40, completedOn: day(1) },
      last: { percent: 65, completedOn: day(9) },
      best: 70,
    });
    expect(model.summaries[1]).toMatchObject({ count: 1, best: 55 });
  });

  it('says nothing of runs when every point is one result', () => {
    expect(model.grouped).toEqual([]);
  });
});

describe('the history chart model of a student with thousands of results, grouped by the server', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  // 4,000 results of Mathematics in 150 runs of 26 or 27, and 40 of Reading each its own point
  const runs: HistoryPointDto[] = Array.from({ length: 150 }, (_, r) => ({
    completedOn: at(2 * r + 1),
    firstCompletedOn: at(2 * r),
    percent: r % 100,
    count: r < 100 ? 27 : 26,
    mode: null,
    testName: null,
  }));
  const reading = Array.from({ length: 40 }, (_, i) => result(at(1000 + i), 50 + i, 2, 'R'));
  const input: HistorySeriesDto[] = [
    {
      categoryId: 1,
      categoryName: 'Mathematics',
      count: 4000,
      first: { completedOn: at(0), percent: 3 },
      last: { completedOn: at(299), percent: 97 },
      best: 100,
      points: runs,
    },
    ungrouped(2, 'Reading', reading),
  ];
  const formatted: string[] = [];
  const model = chartModel(input, (iso) => (formatted.push(iso), iso));

  it('draws the points it was sent, each dated by its run’s last result, and formats no other date', () => {
    expect(model.data).toHaveLength(190);
    expect(model.data[0]).toEqual({ when: at(1), s0: 0 });
    expect(model.data.slice(0, 150).every((row, r) => row.s0 === r % 100 && row.s1 === undefined)).toBe(true);
    expect(model.data.at(-1)).toEqual({ when: at(1039), s1: 89 });
    expect(formatted).toHaveLength(190);
  });

  it('says which category’s points are runs, and of at most how many results', () => {
    expect(model.grouped).toEqual([{ name: 'Mathematics', perPoint: 27 }]);
  });

  it('counts the longest run, so 151 results are points of up to 2, never of about 1', () => {
    const points = Array.from({ length: 150 }, (_, r) => ({
      completedOn: at(r + 1),
      firstCompletedOn: at(r === 0 ? 0 : r + 1),
      percent: 50,
      count: r === 0 ? 2 : 1,
      mode: null,
      testName: null,
    }));
    const series = {
      categoryId: 1,
      categoryName: 'Mathematics',
      count: 151,
      first: { completedOn: at(0), percent: 50 },
      last: { completedOn: at(150), percent: 50 },
      best: 50,
      points,
    };
    expect(chartModel([series], (iso) => iso).grouped).toEqual([{ name: 'Mathematics', perPoint: 2 }]);
  });

  it('still summarises every result, not the runs', () => {
    expect(model.summaries[0]).toEqual({
      name: 'Mathematics',
      count: 4000,
      first: { percent: 3, completedOn: at(0) },
      last: { percent: 97, completedOn: at(299) },
      best: 100,
    });
    expect(model.summaries[1]).toMatchObject({ count: 40, best: 89 });
  });
});
