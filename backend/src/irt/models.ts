// Item response models on the logistic metric (D = 1): the parameters are what mirt and catR (with
// D = 1) report. Rasch is a = 1, c = 0; 2PL is c = 0; 3PL has all three.

/** The scaling constant: 1, the logistic metric. Multiply a by 1.702 to compare with a normal-ogive (BILOG) slope. */
export const D = 1;

export type IrtModel = 'rasch' | '2pl' | '3pl';

/** Discrimination a (> 0), difficulty b, lower asymptote (guessing) c in [0, 1). */
export interface ItemParameters {
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** P(correct | θ) = c + (1 − c) / (1 + exp(−D·a·(θ − b))). */
export function probability(item: ItemParameters, theta: number): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-D * item.a * (theta - item.b)));
}

/**
 * Fisher information of one item at θ (Birnbaum): D²a² · (Q/P) · ((P − c)/(1 − c))².
 * With c = 0 this is D²a²·P·Q, the 2PL and Rasch information.
 */
export function itemInformation(item: ItemParameters, theta: number): number {
  const p = probability(item, theta);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const ratio = (p - item.c) / (1 - item.c);
  return D * D * item.a * item.a * (q / p) * ratio * ratio;
}

/** Test information: the sum of the items' information. */
export function testInformation(items: readonly ItemParameters[], theta: number): number {
  let sum = 0;
  for (const item of items) sum += itemInformation(item, theta);
  return sum;
}

/** The number of parameters a model estimates per item (for fit degrees of freedom). */
export function parameterCount(model: IrtModel): number {
  return model === 'rasch' ? 1 : model === '2pl' ? 2 : 3;
}
