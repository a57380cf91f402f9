import type { OutcomeDeclaration } from '../qti/types';
import { bandOf } from './report-band';

const band = (entries: { source: number; target: string; includeBoundary?: boolean }[], defaultValue?: string): OutcomeDeclaration[] => [
  { identifier: 'BAND', cardinality: 'single', baseType: 'string', lookupTable: { kind: 'interpolation', defaultValue, entries } },
];

describe('bandOf: the band by the cut scores a test declares', () => {
  const cuts = band(
    [
      { source: 80, target: 'Ready' },
      { source: 60, target: 'Almost there' },
    ],
    'Keep practising',
  );

  it('takes the first cut at or below the percent, and the default below them all', () => {
    expect(bandOf(cuts, 80)).toMatchObject({ label: 'Ready', fromPercent: 80 });
    expect(bandOf(cuts, 79)).toMatchObject({ label: 'Almost there', fromPercent: 60 });
    expect(bandOf(cuts, 12)).toEqual({
      label: 'Keep practising',
      fromPercent: null,
      cutScores: [
        { label: 'Ready', fromPercent: 80 },
        { label: 'Almost there', fromPercent: 60 },
      ],
    });
  });

  it('leaves the boundary to the band below with includeBoundary="false"', () => {
    expect(bandOf(band([{ source: 80, target: 'Ready', includeBoundary: false }], 'Not yet'), 80)?.label).toBe('Not yet');
  });

  it('shows no band without a BAND table, with a match table, or below the cuts without a default', () => {
    expect(bandOf([], 90)).toBeNull();
    expect(bandOf([{ identifier: 'SCORE', cardinality: 'single', baseType: 'float' }], 90)).toBeNull();
    expect(bandOf([{ identifier: 'BAND', cardinality: 'single', lookupTable: { kind: 'match', entries: [{ source: 90, target: 'A' }] } }], 90)).toBeNull();
    expect(bandOf(band([{ source: 80, target: 'Ready' }]), 50)).toBeNull();
  });
});
