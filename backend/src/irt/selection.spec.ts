import { nextStep } from './cat';
import { eap } from './estimation';
import { itemInformation } from './models';
import { Answer, BankItem, selectItem } from './selection';
import { catSettings } from './settings';

const item = (id: string, strand: string, a: number, b: number, c = 0): BankItem => ({ id, strand, parameters: { a, b, c } });

// Informations at θ = 0 fall with the id: x1 is the best there, x6 the worst.
const bank: BankItem[] = [
  item('x1', 'A', 2.0, 0),
  item('x2', 'A', 1.8, 0.1),
  item('x3', 'A', 1.6, -0.2),
  item('x4', 'A', 1.4, 0.3),
  item('x5', 'A', 1.2, 0),
  item('x6', 'A', 0.6, 2.5),
  item('y1', 'B', 0.9, 0),
  item('y2', 'B', 0.8, 0.5),
  item('y3', 'B', 0.7, -0.5),
];

describe('adaptive item selection', () => {
  it('picks the most informative item at the start θ with randomesque 1', () => {
    const settings = catSettings({ randomesque: 1, startTheta: 0 });
    const best = [...bank].sort((p, q) => itemInformation(q.parameters, 0) - itemInformation(p.parameters, 0))[0];
    expect(selectItem(bank, [], settings, 1)!.item.id).toBe(best.id);
    expect(best.id).toBe('x1');
  });

  it('picks at the current EAP θ after answers, and never an item already given', () => {
    const settings = catSettings({ randomesque: 1 });
    const answers: Answer[] = [
      { id: 'x1', score: 1 },
      { id: 'x2', score: 1 },
    ];
    const theta = eap([
      { item: bank[0].parameters, score: 1 },
      { item: bank[1].parameters, score: 1 },
    ]).theta;
    const rest = bank.filter((i) => i.id !== 'x1' && i.id !== 'x2');
    const best = rest.reduce((p, q) => (itemInformation(q.parameters, theta) > itemInformation(p.parameters, theta) ? q : p));
    const choice = selectItem(bank, answers, settings, 1)!;
    expect(choice.estimate.theta).toBeCloseTo(theta, 12);
    expect(choice.item.id).toBe(best.id);
  });

  it('returns null once every item is given', () => {
    const settings = catSettings({ randomesque: 3 });
    const small = bank.slice(0, 3);
    const answers: Answer[] = [];
    for (let i = 0; i < 3; i++) {
      const choice = selectItem(small, answers, settings, 9)!;
      expect(answers.map((a) => a.id)).not.toContain(choice.item.id);
      answers.push({ id: choice.item.id, score: 1 });
    }
    expect(selectItem(small, answers, settings, 9)).toBeNull();
  });

  it('balances content: the strand furthest below its target comes next, even with weaker items', () => {
    const settings = catSettings({ randomesque: 1, contentTargets: { A: 0.5, B: 0.5 } });
    const answers: Answer[] = [];
    for (let n = 0; n < 6; n++) {
      const choice = selectItem(bank, answers, settings, 5)!;
      answers.push({ id: choice.item.id, score: (n % 2) as 0 | 1 });
      const inA = answers.filter((a) => a.id.startsWith('x')).length;
      expect(Math.abs(inA - answers.length / 2)).toBeLessThanOrEqual(0.5);
    }
    // The second item comes from B although A's remaining items are far more informative.
    expect(answers[0].id.startsWith('x') !== answers[1].id.startsWith('x')).toBe(true);
  });

  it('follows unequal targets and uses an untargeted strand only when nothing else is left', () => {
    const settings = catSettings({ randomesque: 1, contentTargets: { A: 0.75, B: 0.25 } });
    const withC = [...bank, item('z1', 'C', 3, 0)];
    const answers: Answer[] = [];
    for (let n = 0; n < 8; n++) answers.push({ id: selectItem(withC, answers, settings, 2)!.item.id, score: 1 });
    expect(answers.filter((a) => a.id.startsWith('x')).length).toBe(6);
    expect(answers.filter((a) => a.id.startsWith('y')).length).toBe(2);
    expect(answers.map((a) => a.id)).not.toContain('z1');
  });

  it('randomesque: the first item is one of the k most informative, and each of them is used', () => {
    const settings = catSettings({ randomesque: 3 });
    const seen = new Map<string, number>();
    for (let seed = 0; seed < 300; seed++) {
      const choice = selectItem(bank, [], settings, seed)!;
      expect(choice.candidates).toEqual(['x1', 'x2', 'x3']);
      seen.set(choice.item.id, (seen.get(choice.item.id) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['x1', 'x2', 'x3']);
    // Each about a third of the time: exposure of the best item falls from 1 to about 1/k.
    for (const count of seen.values()) expect(count).toBeGreaterThan(70);
  });

  it('is a pure function of bank, answers, settings and seed: the same seed gives the same item, other seeds differ', () => {
    const settings = catSettings({ randomesque: 5, contentTargets: { A: 0.5, B: 0.5 } });
    const answers: Answer[] = [
      { id: 'x3', score: 1 },
      { id: 'y1', score: 0 },
    ];
    const first = selectItem(bank, answers, settings, 123456)!;
    // a reload, a resume, a retried save: new copies of the same inputs
    const again = selectItem(
      bank.map((i) => ({ ...i })),
      answers.map((a) => ({ ...a })),
      catSettings({ randomesque: 5, contentTargets: { A: 0.5, B: 0.5 } }),
      123456,
    )!;
    expect(again.item.id).toBe(first.item.id);
    const picks = new Set(Array.from({ length: 20 }, (_, seed) => selectItem(bank, answers, settings, seed)!.item.id));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('refuses an answer to an item outside the bank and a bank with a repeated id', () => {
    const settings = catSettings();
    expect(() => selectItem(bank, [{ id: 'nope', score: 1 }], settings, 1)).toThrow('Answer to item nope, which is not in the item bank');
    expect(() => selectItem([...bank, bank[0]], [], settings, 1)).toThrow('The item bank holds item x1 twice');
  });

  it('steps through a test: items until the stopping rule, then the reason', () => {
    const settings = catSettings({ minLength: 2, maxLength: 4, targetSe: 0.3, randomesque: 1 });
    const answers: Answer[] = [];
    let step = nextStep(bank, answers, settings, 7);
    while (!step.done) {
      answers.push({ id: step.choice.item.id, score: 1 });
      step = nextStep(bank, answers, settings, 7);
    }
    expect(answers).toHaveLength(4);
    expect(step.reason).toBe('max-length');
    expect(nextStep(bank.slice(0, 2), answers.slice(0, 0), catSettings({ minLength: 5, maxLength: 9 }), 1).done).toBe(false);
  });
});
