import { catSettings } from './settings';
import { catStudy, drawAbilities, fixedFormOrder, generateBank, simulateCat, simulatedAnswer } from './simulation';

const strands = ['A', 'B', 'C', 'D'];
const bank = generateBank({
  size: 120,
  strands,
  model: '3pl',
  logSlope: { mean: 0.3, sd: 0.25 },
  difficulty: { mean: 0, sd: 1 },
  guessing: { min: 0.1, max: 0.25 },
  seed: 1,
});
const settings = catSettings({ contentTargets: { A: 0.25, B: 0.25, C: 0.25, D: 0.25 }, maxLength: 30 });

describe('simulation', () => {
  it('generates the same bank from the same seed, dealt over the strands', () => {
    expect(generateBank({ ...bankDesign(), seed: 1 })).toEqual(bank);
    expect(bank.filter((item) => item.strand === 'C')).toHaveLength(30);
    expect(bank.every((item) => item.parameters.c >= 0.1 && item.parameters.c <= 0.25 && item.parameters.a > 0)).toBe(true);
  });

  it('runs an adaptive test to a stopping rule, its strands in balance, the same way twice', () => {
    const answer = (theta: number) => (item: (typeof bank)[number]) => simulatedAnswer(3, 0, item.id, item.parameters, theta);
    const run = simulateCat(bank, settings, 99, answer(0.7));
    expect(run.answers.length).toBeGreaterThanOrEqual(settings.minLength);
    expect(run.reason === 'precision' ? run.se <= settings.targetSe : run.answers.length === settings.maxLength).toBe(true);
    const perStrand = strands.map((strand) => run.answers.filter((a) => bank.find((item) => item.id === a.id)!.strand === strand).length);
    expect(Math.max(...perStrand) - Math.min(...perStrand)).toBeLessThanOrEqual(1);
    expect(simulateCat(bank, settings, 99, answer(0.7))).toEqual(run);
  });

  it('estimates θ better per item adaptively than with a fixed form of the same bank', () => {
    const study = catStudy({ bank, thetas: drawAbilities(100, 2), settings, answerSeed: 3, sessionSeed: 4, longestForm: 120 });
    expect(study.cat.rmse).toBeLessThan(0.4);
    expect(Math.abs(study.cat.bias)).toBeLessThan(0.1);
    expect(study.equalRmseLength).not.toBeNull();
    expect(study.equalRmseLength!).toBeGreaterThan(study.cat.meanLength);
    expect(study.fixed[study.fixed.length - 1].rmse).toBeLessThanOrEqual(study.cat.rmse);
  });

  it('orders a fixed form over the strands by their targets', () => {
    const order = fixedFormOrder(bank, settings.contentTargets, 5).slice(0, 8);
    expect(strands.map((strand) => order.filter((item) => item.strand === strand).length)).toEqual([2, 2, 2, 2]);
  });
});

function bankDesign() {
  return {
    size: 120,
    strands,
    model: '3pl' as const,
    logSlope: { mean: 0.3, sd: 0.25 },
    difficulty: { mean: 0, sd: 1 },
    guessing: { min: 0.1, max: 0.25 },
  };
}
