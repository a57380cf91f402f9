import {
  type AnswerRow,
  aggregate,
  beatingDistractor,
  groupSize,
  itemRest,
  MAX_CHOICES,
  OTHER_VALUE,
  reliability,
  type StatsThresholds,
  testFigures,
} from './statistics';

const THRESHOLDS: StatsThresholds = { minResponses: 4, facilityMin: 0.2, facilityMax: 0.9, discriminationMin: 0.2, omitMax: 0.2 };

const row = (uin: string, x: number | null, value: string | null, seconds: number | null = null): AnswerRow => ({
  uin,
  x,
  omitted: value === null,
  values: value === null ? {} : { RESPONSE: [value] },
  seconds,
});

/**
 * Four sessions of three right/wrong items (key B for each), totals t = Σ x:
 *   S1: A=1 B=1 C=1 → t=3    S2: A=1 B=1 C=0 → t=2
 *   S3: A=1 B=0 C=0 → t=1    S4: A=0 B=0 C omitted → t=0
 * Groups of ceil(0.27 × 4) = 2 sessions: upper S1, S2; lower S3, S4.
 */
const FOUR: AnswerRow[][] = [
  [row('A', 1, 'B', 30), row('B', 1, 'B', 20), row('C', 1, 'B', 10)],
  [row('A', 1, 'B', 40), row('B', 1, 'B', 40), row('C', 0, 'A', 20)],
  [row('A', 1, 'B', 50), row('B', 0, 'C', 20), row('C', 0, 'D', 30)],
  [row('A', 0, 'A', null), row('B', 0, 'A', 60), row('C', 0, null, 40)],
];
const KEYS = new Map(['A', 'B', 'C', 'P', 'Q', 'R'].map((uin) => [uin, uin === 'P' ? { RESPONSE: ['A'] } : { RESPONSE: ['B'] }]));

describe('item statistics, checked by hand', () => {
  const { items, totals } = aggregate(FOUR);
  const figures = testFigures(items, totals, KEYS, THRESHOLDS);
  const item = (uin: string) => figures.items.find((i) => i.uin === uin)!;

  it('groups 27 % of the sessions, rounded up, at each end', () => {
    expect(groupSize(4)).toBe(2); // 0.27 × 4 = 1.08 → 2
    expect(groupSize(100)).toBe(27);
  });

  it('facility is the mean share of the score; an omission counts 0', () => {
    expect(item('A').facility).toBe(0.75); // (1+1+1+0)/4
    expect(item('B').facility).toBe(0.5); //  (1+1+0+0)/4
    expect(item('C').facility).toBe(0.25); // (1+0+0+0)/4
  });

  it('omit rate is the share of presented rows left unanswered', () => {
    expect(item('C').omitRate).toBe(0.25); // S4 of 4
    expect(item('A').omitRate).toBe(0);
  });

  it('discrimination is the correlation of the item with the rest of the test', () => {
    // A: x = 1,1,1,0; rest r = t − x = 2,1,0,0; means .75 and .75
    //    Σdx·dr = .25·1.25 + .25·.25 + .25·(−.75) + (−.75)(−.75) = .75
    //    Σdx² = 3·.0625 + .5625 = .75; Σdr² = 1.5625 + .0625 + .5625 + .5625 = 2.75
    //    r = .75 / √(.75 · 2.75) = .75 / 1.43614 = .52223
    expect(item('A').discrimination).toBeCloseTo(0.52223, 5);
    // B: x = 1,1,0,0; rest = 2,1,1,0; Σdx·dr = .5 + 0 + 0 + .5 = 1; Σdx² = 1; Σdr² = 2; r = 1/√2
    expect(item('B').discrimination).toBeCloseTo(0.70711, 5);
    // C: x = 1,0,0,0; rest = 2,2,1,0; Σdx·dr = .5625 − .1875 + .0625 + .3125 = .75; Σdx² = .75; Σdr² = 2.75
    expect(item('C').discrimination).toBeCloseTo(0.52223, 5);
  });

  it('upper minus lower is the facility among the top 27 % less that among the bottom 27 %', () => {
    expect(item('A').upperLower).toBe(0.5); // (1+1)/2 − (1+0)/2
    expect(item('B').upperLower).toBe(1); //  (1+1)/2 − (0+0)/2
    expect(item('C').upperLower).toBe(0.5); // (1+0)/2 − (0+0)/2
  });

  it("the test's reliability is Cronbach's alpha (here KR-20, the items being right or wrong)", () => {
    // item variances p(1−p): .75·.25 = .1875, .5·.5 = .25, .25·.75 = .1875; Σ = .625
    // totals 3,2,1,0: mean 1.5, variance (2.25+.25+.25+2.25)/4 = 1.25
    // alpha = 3/2 · (1 − .625/1.25) = 1.5 · .5 = .75
    expect(figures.reliability).toBeCloseTo(0.75, 10);
    expect(figures.sessions).toBe(4);
  });

  it('median time on the item takes the middle of the timed rows, the mean of the two middles when even', () => {
    expect(item('A').medianSeconds).toBe(40); // 30, 40, 50 (S4 gave no time)
    expect(item('B').medianSeconds).toBe(30); // 20, 20, 40, 60 → (20+40)/2
  });

  it('shares each choice over the presented rows and marks the key', () => {
    // B: B twice, C once, A once, of 4
    expect(item('B').choices).toEqual([
      { responseIdentifier: 'RESPONSE', value: 'B', share: 0.5, upperShare: 1, key: true },
      { responseIdentifier: 'RESPONSE', value: 'A', share: 0.25, upperShare: 0, key: false },
      { responseIdentifier: 'RESPONSE', value: 'C', share: 0.25, upperShare: 0, key: false },
    ]);
  });

  it('flags nothing on items inside every range', () => {
    // A: facility .75 ≤ .9, discrimination .52 ≥ .2, omit 0
    expect(item('A').flags).toEqual([]);
  });

  it('flags a high omit rate with the figure and the bound', () => {
    expect(item('C').flags).toEqual([{ code: 'highOmit', value: 0.25, bound: 0.2 }]);
  });

  it('flags nothing below the minimum number of responses', () => {
    const few = testFigures(items, totals, KEYS, { ...THRESHOLDS, minResponses: 5 });
    expect(few.items.every((i) => i.flags.length === 0)).toBe(true);
  });
});

describe('a distractor that beats the key among high scorers', () => {
  /**
   * P keyed A; the strongest two sessions (by Q and R) both chose B:
   *   S1: P=B(0) Q=1 R=1 → t=2   S2: P=B(0) Q=1 R=1 → t=2
   *   S3: P=A(1) Q=0 R=0 → t=1   S4: P=C(0) Q=0 R=0 → t=0
   */
  const sessions = [
    [row('P', 0, 'B'), row('Q', 1, 'B'), row('R', 1, 'B')],
    [row('P', 0, 'B'), row('Q', 1, 'B'), row('R', 1, 'B')],
    [row('P', 1, 'A'), row('Q', 0, 'C'), row('R', 0, 'C')],
    [row('P', 0, 'C'), row('Q', 0, 'C'), row('R', 0, 'C')],
  ];
  const { items, totals } = aggregate(sessions);
  const p = testFigures(items, totals, KEYS, THRESHOLDS).items.find((i) => i.uin === 'P')!;

  it('is found, with a negative discrimination', () => {
    // upper group S1, S2: B 2/2 = 1, key A 0/2 = 0
    expect(p.distractorBeatsKey).toBe(true);
    // x = 0,0,1,0; rest = 2,2,0,0; means .25 and 1
    // Σdx·dr = −.25 − .25 − .75 + .25 = −1; Σdx² = .75; Σdr² = 4; r = −1/√3 = −.57735
    expect(p.discrimination).toBeCloseTo(-0.57735, 5);
    expect(p.flags.map((f) => f.code)).toEqual(['negativeDiscrimination', 'distractorBeatsKey']);
    expect(p.flags[1]).toMatchObject({ choice: 'B', value: 1 });
  });

  it('is not found when the key leads or ties', () => {
    const tie = [
      { responseIdentifier: 'R', value: 'A', share: 0.5, upperShare: 0.5, key: true },
      { responseIdentifier: 'R', value: 'B', share: 0.5, upperShare: 0.5, key: false },
    ];
    expect(beatingDistractor(tie)).toBeNull();
  });
});

describe('edge cases', () => {
  it('has no discrimination for an item everyone got right, and no alpha for one item', () => {
    const { items, totals } = aggregate([[row('A', 1, 'B')], [row('A', 1, 'B')]]);
    expect(itemRest(items[0])).toBeNull();
    expect(reliability(items, totals)).toBeNull();
  });

  it('leaves a human-scored item without facility but counts its omissions', () => {
    const { items, totals } = aggregate([[row('E', null, 'text')], [row('E', null, null)], [row('E', null, 'more')], [row('E', null, 'x')]]);
    const e = testFigures(items, totals, new Map(), THRESHOLDS).items[0];
    expect(e.facility).toBeNull();
    expect(e.discrimination).toBeNull();
    expect(e.upperLower).toBeNull();
    expect(e.omitRate).toBe(0.25);
  });

  it('keeps the most chosen values and sums up the rest of a free-text item', () => {
    const sessions = Array.from({ length: MAX_CHOICES + 3 }, (_, i) => [row('T', 0, `answer ${i}`)]);
    const { items, totals } = aggregate(sessions);
    const choices = testFigures(items, totals, new Map(), THRESHOLDS).items[0].choices;
    expect(choices).toHaveLength(MAX_CHOICES + 1);
    expect(choices[MAX_CHOICES]).toMatchObject({ value: OTHER_VALUE, share: 3 / (MAX_CHOICES + 3) });
  });
});
