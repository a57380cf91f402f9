import { calibrate, ItemResponse } from './calibration';
import { chiSquareUpperTail } from './chi-square';
import { ItemParameters } from './models';
import { stream } from './random';
import { correlation, drawAbilities, generateBank, rmse, simulateResponses } from './simulation';

const strands = ['A', 'B', 'C', 'D'];
const truthOf = (size: number, model: '2pl' | '3pl', seed: number): ItemParameters[] =>
  generateBank({
    size,
    strands,
    model,
    logSlope: { mean: 0.3, sd: 0.25 },
    difficulty: { mean: 0, sd: 1 },
    guessing: { min: 0.1, max: 0.25 },
    seed,
  }).map((item) => item.parameters);

/** θ drawn from N(0, 1) and standardised, so the sample's scale is the truth's and estimates compare without linking. */
function standardAbilities(count: number, seed: number): number[] {
  const drawn = drawAbilities(count, seed);
  const mean = drawn.reduce((s, t) => s + t, 0) / count;
  const sd = Math.sqrt(drawn.reduce((s, t) => s + (t - mean) ** 2, 0) / count);
  return drawn.map((t) => (t - mean) / sd);
}

describe('marginal maximum likelihood calibration (EM)', () => {
  it('recovers 2PL parameters from 2,000 simulated respondents on 20 items', () => {
    const truth = truthOf(20, '2pl', 7);
    const result = calibrate(
      truth.map((_, j) => ({ id: `i${j}`, model: '2pl' as const })),
      simulateResponses(truth, standardAbilities(2000, 11), 11),
    );
    expect(result.converged).toBe(true);
    const estimated = result.items.map((item) => item.parameters!);
    const b = estimated.map((p) => p.b);
    const a = estimated.map((p) => p.a);
    expect(
      correlation(
        b,
        truth.map((p) => p.b),
      ),
    ).toBeGreaterThan(0.95);
    expect(
      rmse(
        b,
        truth.map((p) => p.b),
      ),
    ).toBeLessThan(0.2);
    expect(
      rmse(
        a,
        truth.map((p) => p.a),
      ),
    ).toBeLessThan(0.25);
    // The standard errors are of the right size: most estimates lie within two of them of the truth.
    const covered = result.items.filter((item, j) => Math.abs(item.parameters!.b - truth[j].b) < 2 * item.standardErrors!.b).length;
    expect(covered).toBeGreaterThanOrEqual(16);
    expect(result.items.every((item) => item.standardErrors!.b > 0 && item.standardErrors!.a! > 0 && item.standardErrors!.c === null)).toBe(true);
    expect(result.logLikelihood).toBeLessThan(0);
  });

  it('recovers Rasch difficulties, with a fixed at 1', () => {
    const truth = [-1.5, -0.8, -0.2, 0, 0.4, 0.9, 1.6].map((b) => ({ a: 1, b, c: 0 }));
    const result = calibrate(
      truth.map((_, j) => ({ id: `r${j}`, model: 'rasch' as const })),
      simulateResponses(truth, drawAbilities(1000, 3), 3),
    );
    expect(result.items.every((item) => item.parameters!.a === 1 && item.parameters!.c === 0)).toBe(true);
    expect(
      rmse(
        result.items.map((item) => item.parameters!.b),
        truth.map((p) => p.b),
      ),
    ).toBeLessThan(0.12);
  });

  it('recovers 3PL difficulties with the Beta(5, 17) prior on c', () => {
    const truth = truthOf(15, '3pl', 5);
    const result = calibrate(
      truth.map((_, j) => ({ id: `t${j}`, model: '3pl' as const })),
      simulateResponses(truth, drawAbilities(2000, 13), 13),
    );
    const b = result.items.map((item) => item.parameters!.b);
    expect(
      correlation(
        b,
        truth.map((p) => p.b),
      ),
    ).toBeGreaterThan(0.95);
    expect(
      rmse(
        b,
        truth.map((p) => p.b),
      ),
    ).toBeLessThan(0.3);
    expect(
      rmse(
        result.items.map((item) => item.parameters!.c),
        truth.map((p) => p.c),
      ),
    ).toBeLessThan(0.1);
  });

  it('uses only the answers given when items were not presented to everyone (as in adaptive data)', () => {
    const truth = truthOf(20, '2pl', 17);
    const full = simulateResponses(truth, drawAbilities(3000, 19), 19);
    const next = stream(19, 'presented');
    const sparse: ItemResponse[][] = full.map((row) => row.map((score) => (next() < 0.5 ? score : null)));
    const result = calibrate(
      truth.map((_, j) => ({ id: `s${j}`, model: '2pl' as const })),
      sparse,
    );
    expect(result.items.every((item) => item.status === 'estimated' && item.responses > 1300 && item.responses < 1700)).toBe(true);
    expect(
      rmse(
        result.items.map((item) => item.parameters!.b),
        truth.map((p) => p.b),
      ),
    ).toBeLessThan(0.25);
  });

  describe('with anchors held fixed, examinees θ ~ N(0.5, 1)', () => {
    // Anchors with known parameters and a new item at b = 1.
    const anchors = truthOf(20, '2pl', 23);
    const fresh = { a: 1.3, b: 1, c: 0 };
    const responses = simulateResponses([...anchors, fresh], drawAbilities(2000, 29, 0.5, 1), 29);

    it('puts the new item on the anchors’ scale and finds the population’s mean and SD', () => {
      const linked = calibrate(
        [...anchors.map((fixed, j) => ({ id: `anchor${j}`, model: '2pl' as const, fixed })), { id: 'new', model: '2pl' as const }],
        responses,
      );
      const estimate = linked.items[20];
      expect(estimate.status).toBe('estimated');
      expect(linked.items[0].status).toBe('fixed');
      expect(linked.items[0].parameters).toEqual(anchors[0]);
      expect(estimate.parameters!.b).toBeGreaterThan(fresh.b - 0.15);
      expect(estimate.parameters!.b).toBeLessThan(fresh.b + 0.15);
      expect(linked.population.mean).toBeGreaterThan(0.4);
      expect(linked.population.mean).toBeLessThan(0.6);
      expect(linked.population.sd).toBeGreaterThan(0.9);
      expect(linked.population.sd).toBeLessThan(1.1);
    });

    it('would put it about 0.5 lower without anchors, on the sample’s own N(0, 1) scale', () => {
      const unlinked = calibrate(
        [...anchors, fresh].map((_, j) => ({ id: `free${j}`, model: '2pl' as const })),
        responses,
      );
      expect(Math.abs(unlinked.items[20].parameters!.b - (fresh.b - 0.5))).toBeLessThan(0.15);
      expect(unlinked.population).toEqual({ mean: 0, sd: 1 });
    });
  });

  it('reports an item with too few answers as not calibrated, with no parameters', () => {
    const truth = truthOf(6, '2pl', 31);
    const responses = simulateResponses(truth, drawAbilities(400, 37), 37);
    // the last item presented to 150 of the 400
    responses.forEach((row, i) => {
      if (i >= 150) row[5] = null;
    });
    const items = truth.map((_, j) => ({ id: `m${j}`, model: '2pl' as const }));
    const strict = calibrate(items, responses);
    expect(strict.items[5]).toMatchObject({ status: 'not-calibrated', responses: 150, parameters: null, standardErrors: null, fit: null });
    expect(strict.items[5].reason).toBe('150 responses, fewer than the 200 required');
    expect(strict.items.slice(0, 5).every((item) => item.status === 'estimated')).toBe(true);
    expect(calibrate(items, responses, { minResponses: 100 }).items[5].status).toBe('estimated');
  });

  it('reports an item everyone got right as not calibrated', () => {
    const truth = truthOf(5, '2pl', 41);
    const responses = simulateResponses(truth, drawAbilities(300, 43), 43).map((row) => [...row, 1 as const]);
    const result = calibrate(
      [...truth, truth[0]].map((_, j) => ({ id: `e${j}`, model: '2pl' as const })),
      responses,
    );
    expect(result.items[5]).toMatchObject({ status: 'not-calibrated', reason: 'every one of its 300 responses is correct' });
  });

  it('flags misfit: an item easy at both ends of the scale fails the fit chi-square, items of the model pass', () => {
    const truth = truthOf(15, '2pl', 47);
    const thetas = drawAbilities(2000, 53);
    const responses = simulateResponses(truth, thetas, 53);
    const next = stream(53, 'misfit');
    responses.forEach((row, i) => row.push(next() < (Math.abs(thetas[i]) > 0.8 ? 0.85 : 0.3) ? 1 : 0));
    const result = calibrate(
      [...truth, truth[0]].map((_, j) => ({ id: `f${j}`, model: '2pl' as const })),
      responses,
    );
    expect(result.items[15].fit!.p).toBeLessThan(0.001);
    expect(result.items[15].fit!.df).toBe(8);
    const passing = result.items.slice(0, 15).filter((item) => item.fit!.p > 0.01).length;
    expect(passing).toBeGreaterThanOrEqual(13);
  });

  it('computes chi-square tail probabilities', () => {
    expect(chiSquareUpperTail(3.841459, 1)).toBeCloseTo(0.05, 5);
    expect(chiSquareUpperTail(18.307038, 10)).toBeCloseTo(0.05, 5);
    expect(chiSquareUpperTail(2, 2)).toBeCloseTo(Math.exp(-1), 10);
    expect(chiSquareUpperTail(0, 3)).toBe(1);
  });

  it('refuses a response matrix that does not fit the items', () => {
    const items = [
      { id: 'p', model: '2pl' as const },
      { id: 'q', model: '2pl' as const },
    ];
    expect(() => calibrate(items, [[1]])).toThrow('Person 0 has 1 responses for 2 items');
    expect(() => calibrate(items, [[1, 2 as 0]])).toThrow('Person 0, item q: a response is 0, 1 or null; got 2');
    expect(() => calibrate([items[0], items[0]], [])).toThrow('Item p is listed twice');
  });
});
