import { describe, expect, it } from 'vitest';
import { chartModel } from './chart-data';

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
