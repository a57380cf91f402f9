import { eap, Posterior } from './estimation';

/** An independent posterior mean and SD by Simpson's rule on a fine grid over [−10, 10]. */
function simpson(likelihood: (theta: number) => number, mean = 0, sd = 1): { theta: number; se: number } {
  const steps = 4000;
  const h = 20 / steps;
  let m0 = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i <= steps; i++) {
    const t = -10 + i * h;
    const w = (i === 0 || i === steps ? 1 : i % 2 ? 4 : 2) * Math.exp(-0.5 * ((t - mean) / sd) ** 2) * likelihood(t);
    m0 += w;
    m1 += w * t;
    m2 += w * t * t;
  }
  return { theta: m1 / m0, se: Math.sqrt(m2 / m0 - (m1 / m0) ** 2) };
}

const logistic = (z: number) => 1 / (1 + Math.exp(-z));

describe('EAP ability estimation', () => {
  it('returns the prior before any answer', () => {
    expect(eap([]).theta).toBeCloseTo(0, 12);
    expect(eap([]).se).toBeCloseTo(1, 3);
    const shifted = eap([], { mean: 1, sd: 0.5 });
    expect(shifted.theta).toBeCloseTo(1, 6);
    expect(shifted.se).toBeCloseTo(0.5, 3);
  });

  it('gives θ = 0 for one right and one wrong answer to two Rasch items at b = 0 (the posterior is symmetric)', () => {
    const item = { a: 1, b: 0, c: 0 };
    expect(
      eap([
        { item, score: 1 },
        { item, score: 0 },
      ]).theta,
    ).toBeCloseTo(0, 12);
  });

  it('matches an independent integral for one right answer to a Rasch item', () => {
    const truth = simpson((t) => logistic(t));
    const estimate = eap([{ item: { a: 1, b: 0, c: 0 }, score: 1 }]);
    expect(truth.theta).toBeGreaterThan(0.3);
    expect(estimate.theta).toBeCloseTo(truth.theta, 4);
    expect(estimate.se).toBeCloseTo(truth.se, 4);
  });

  it('matches an independent integral for a mixed 3PL pattern under a shifted prior', () => {
    const items = [
      { a: 1.4, b: -0.5, c: 0.2 },
      { a: 0.8, b: 0.3, c: 0.15 },
      { a: 2.0, b: 1.1, c: 0.25 },
    ];
    const scores: (0 | 1)[] = [1, 1, 0];
    const p = (i: number, t: number) => items[i].c + (1 - items[i].c) * logistic(items[i].a * (t - items[i].b));
    const truth = simpson((t) => scores.reduce<number>((l, s, i) => l * (s ? p(i, t) : 1 - p(i, t)), 1), 0.2, 1.2);
    const estimate = eap(
      items.map((item, i) => ({ item, score: scores[i] })),
      { mean: 0.2, sd: 1.2 },
    );
    expect(estimate.theta).toBeCloseTo(truth.theta, 4);
    expect(estimate.se).toBeCloseTo(truth.se, 4);
  });

  it('gives the same posterior whatever the order answers are added in, and narrows with each', () => {
    const answers = [
      { item: { a: 1.2, b: 0, c: 0 }, score: 1 as const },
      { item: { a: 1.5, b: 0.8, c: 0.2 }, score: 0 as const },
      { item: { a: 0.9, b: -1, c: 0 }, score: 1 as const },
    ];
    const forward = new Posterior();
    const backward = new Posterior();
    let previous = 1;
    for (const { item, score } of answers) {
      const se = forward.add(item, score).estimate().se;
      expect(se).toBeLessThan(previous);
      previous = se;
    }
    for (const { item, score } of [...answers].reverse()) backward.add(item, score);
    expect(backward.estimate().theta).toBeCloseTo(forward.estimate().theta, 12);
  });
});
