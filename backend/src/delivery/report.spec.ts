import { percentOf, STRONG_PERCENT, strandDetails, strongPercentOf } from './report';

describe('percentOf', () => {
  it('rounds to a whole percent of the maximum: 1 of 3 is 33, 2 of 3 is 67', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
  });

  it('never passes 100, even when a score exceeds an estimated maximum (3 of 2)', () => {
    expect(percentOf(3, 2)).toBe(100);
  });

  it('is 0 when nothing can be scored', () => {
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('strongPercentOf', () => {
  const score = (extra: object) => [{ identifier: 'SCORE', cardinality: 'single' as const, baseType: 'float' as const, ...extra }];

  it("is the test's own mastery share where its SCORE declares masteryValue against normalMaximum", () => {
    expect(strongPercentOf(score({ normalMaximum: 40, masteryValue: 30 }))).toBe(75);
  });

  it('is 70 % where the test declares no mastery, or no maximum to measure it against', () => {
    expect(strongPercentOf(undefined)).toBe(STRONG_PERCENT);
    expect(strongPercentOf(score({}))).toBe(70);
    expect(strongPercentOf(score({ masteryValue: 30 }))).toBe(70);
  });

  it('labels strands by that share', () => {
    const strand = { strandName: 'Algebra', score: 7, maxScore: 10, percent: 70 };
    expect(strandDetails([strand], [], 75)[0].status).toBe('needsPractice');
    expect(strandDetails([strand], [])[0].status).toBe('strong');
  });
});
