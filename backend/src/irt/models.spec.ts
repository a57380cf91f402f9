import { D, itemInformation, probability, testInformation } from './models';

describe('item response models', () => {
  it('uses the logistic metric', () => {
    expect(D).toBe(1);
  });

  it('gives P = 1/2 at θ = b without guessing, and a²/4 as the information there', () => {
    const item = { a: 1.5, b: 0.5, c: 0 };
    expect(probability(item, 0.5)).toBeCloseTo(0.5, 12);
    expect(itemInformation(item, 0.5)).toBeCloseTo(1.5 ** 2 * 0.25, 12);
  });

  it('works out a Rasch item by hand: θ − b = ln 3 gives P = 3/4 and information 3/16', () => {
    const item = { a: 1, b: 1, c: 0 };
    expect(probability(item, 1 + Math.log(3))).toBeCloseTo(0.75, 12);
    expect(itemInformation(item, 1 + Math.log(3))).toBeCloseTo(3 / 16, 12);
  });

  it('works out a 3PL item by hand: c = 0.2 at θ = b gives P = 0.6 and Birnbaum information 1/6', () => {
    const item = { a: 1, b: 0, c: 0.2 };
    expect(probability(item, 0)).toBeCloseTo(0.6, 12);
    // (Q/P)·((P − c)/(1 − c))² = (0.4/0.6)·(0.5)²
    expect(itemInformation(item, 0)).toBeCloseTo(1 / 6, 12);
  });

  it('puts the 3PL information peak above b, at b + ln((1 + √(1 + 8c))/2)/(D·a)', () => {
    const item = { a: 1.3, b: -0.4, c: 0.2 };
    const peak = item.b + Math.log((1 + Math.sqrt(1 + 8 * item.c)) / 2) / (D * item.a);
    for (const offset of [-0.05, 0.05, -0.5, 0.5]) expect(itemInformation(item, peak)).toBeGreaterThan(itemInformation(item, peak + offset));
  });

  it('tends to c far below b and to 1 far above', () => {
    const item = { a: 2, b: 0, c: 0.25 };
    expect(probability(item, -30)).toBeCloseTo(0.25, 10);
    expect(probability(item, 30)).toBeCloseTo(1, 10);
  });

  it('adds item information into test information', () => {
    const items = [
      { a: 1.5, b: 0.5, c: 0 },
      { a: 1, b: 0, c: 0.2 },
    ];
    expect(testInformation(items, 0.5)).toBeCloseTo(itemInformation(items[0], 0.5) + itemInformation(items[1], 0.5), 12);
    expect(testInformation([], 0)).toBe(0);
  });
});
