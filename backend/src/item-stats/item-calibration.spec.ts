import type { DeliveryItem, TestModel } from '../qti/types';
import { calibrateItems, itemModel, packageParameters } from './item-calibration';

const choice = (options: number, maxChoices = 1): DeliveryItem =>
  ({
    body: [
      {
        tag: 'div',
        attrs: {},
        children: [
          {
            interaction: 'choice',
            responseIdentifier: 'RESPONSE',
            maxChoices,
            choices: Array.from({ length: options }, (_, n) => ({ identifier: `C${n}`, content: [] })),
          },
        ],
      },
    ],
  }) as unknown as DeliveryItem;

describe('item calibration rules', () => {
  it('uses 3PL only for one-answer choices of four or more options', () => {
    expect(itemModel('3pl', choice(4))).toBe('3pl');
    expect(itemModel('3pl', choice(3))).toBe('2pl');
    expect(itemModel('3pl', choice(5, 2))).toBe('2pl');
    expect(itemModel('2pl', choice(5))).toBe('2pl');
    expect(itemModel('rasch', choice(5))).toBe('rasch');
  });

  it('finds the package’s starting parameters by item uin through the adaptive pool', () => {
    const structure = {
      parts: [
        {
          sections: [
            {
              identifier: 'S',
              children: [{ kind: 'section', section: { identifier: 'T', children: [{ kind: 'item', ref: { identifier: 'R1', uin: 'item-1' } }] } }],
              adaptive: { pool: [{ ref: 'R1', strand: 'x', parameters: { a: 1.1, b: -0.4, c: 0 } }] },
            },
          ],
        },
      ],
    } as unknown as Pick<TestModel, 'parts'>;
    expect([...packageParameters(structure)]).toEqual([['item-1', { a: 1.1, b: -0.4, c: 0 }]]);
  });

  it('says why an item is not calibrated: too few responses, all alike, or not machine scored', () => {
    const answers = Array.from({ length: 300 }, (_, n) => [
      { session: n, uin: 'varied', right: (n % 3 === 0 ? 1 : 0) as 0 | 1 },
      { session: n, uin: 'all-right', right: 1 as const },
      ...(n < 50 ? [{ session: n, uin: 'rare', right: (n % 2) as 0 | 1 }] : []),
    ]).flat();
    const result = calibrateItems(
      ['varied', 'all-right', 'rare', 'essay'].map((uin) => ({ uin, model: '2pl' as const, machineScored: uin !== 'essay' })),
      answers,
      { model: '2pl', minResponses: 200 },
    )!;
    const reason = (uin: string) => result.items.get(uin)?.reason?.code;
    expect(result.items.get('varied')).toMatchObject({ status: 'calibrated', responses: 300 });
    expect([reason('all-right'), reason('rare'), reason('essay')]).toEqual(['allCorrect', 'fewResponses', 'notMachineScored']);
    expect(result.summary).toMatchObject({ model: '2pl', sessions: 300, anchors: 0 });
  });

  it('gives nothing when no session answered', () => {
    expect(calibrateItems([{ uin: 'a', model: '2pl', machineScored: true }], [], { model: '2pl', minResponses: 200 })).toBeNull();
  });
});
