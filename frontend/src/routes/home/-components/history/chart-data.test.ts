import { describe, expect, it } from 'vitest';
import { chartModel, MAX_ROWS } from './chart-data';

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T12:00:00.000Z`;

describe('the history chart model', () => {
  const model = chartModel(
    [
      {
        categoryId: 1,
        categoryName: 'Mathematics',
        points: [
          { completedOn: day(1), percent: 40, mode: 2, testName: 'Math A' },
          { completedOn: day(5), percent: 70, mode: 2, testName: 'Math B' },
          { completedOn: day(9), percent: 65, mode: 1, testName: 'Math A' },
        ],
      },
      { categoryId: 2, categoryName: 'English Language Arts and Reading', points: [{ completedOn: day(3), percent: 55, mode: 2, testName: 'ELAR' }] },
      { categoryId: 3, categoryName: 'Essay', points: [] },
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
    expect(model.summaries[0]).toEqual({ name: 'Mathematics', count: 3, first: { percent: 40, completedOn: day(1) }, last: { percent: 65, completedOn: day(9) }, best: 70 });
    expect(model.summaries[1]).toMatchObject({ count: 1, best: 55 });
  });
});

describe('the history chart model of a student with thousands of results', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  // 4,000 results in two categories taking turns, each category's scores running up one by one
  const points = (offset: number) => Array.from({ length: 2000 }, (_, i) => ({ completedOn: at(2 * i + offset), percent: (i % 50) + offset * 10, mode: 2, testName: 'T' }));
  const input = [
    { categoryId: 1, categoryName: 'Mathematics', points: points(0) },
    { categoryId: 2, categoryName: 'Reading', points: points(1) },
  ];
  const formatted: string[] = [];
  const model = chartModel(input, (iso) => (formatted.push(iso), iso));

  it(`draws at most ${MAX_ROWS} rows, each the mean of its category's results in a run of consecutive ones, dated by the run's last`, () => {
    expect(model.data).toHaveLength(MAX_ROWS);
    expect(model.perRow).toBe(Math.round(4000 / MAX_ROWS));
    // the first run: results 0..25 (4000 / 150 = 26.67 per run, the first 26): 13 of each category
    const first = input.flatMap((s, k) => s.points.map((p) => ({ k, ...p }))).sort((a, b) => a.completedOn.localeCompare(b.completedOn)).slice(0, 26);
    const mean = (k: number) => Math.round(first.filter((p) => p.k === k).reduce((t, p) => t + p.percent, 0) / first.filter((p) => p.k === k).length);
    expect(model.data[0]).toEqual({ when: first.at(-1)!.completedOn, s0: mean(0), s1: mean(1) });
    expect(model.data.at(-1)!.when).toBe(at(3999));
    // dates are formatted for the rows drawn, not for every result
    expect(formatted).toHaveLength(MAX_ROWS);
  });

  it('still summarises every result, not the runs', () => {
    expect(model.summaries[0]).toEqual({ name: 'Mathematics', count: 2000, first: { percent: 0, completedOn: at(0) }, last: { percent: 49, completedOn: at(3998) }, best: 49 });
    expect(model.summaries[1]).toMatchObject({ count: 2000, best: 59 });
  });
});
