import fc from 'fast-check';
import type { AreaMapEntry, CandidateResponse, Mapping, ScoringModel } from '../types';
import { maxScoreOf, scoreItem } from './index';
import { hotspots, mappedChoices, multipleChoice, ordering, riverEntry, singleChoice, templateItem } from './spec-fixtures';

const IDS = ['A', 'B', 'C', 'D', 'E'];
const WORDS = ['red', 'Red', 'RED', 'blue', 'Blue'];
const quarter = fc.integer({ min: -12, max: 12 }).map((n) => n / 4);
const cardinality = fc.constantFrom('single' as const, 'multiple' as const, 'ordered' as const);

const mappingArb = (keys: string[]): fc.Arbitrary<Mapping> =>
  fc
    .record({
      defaultValue: quarter,
      bounds: fc.tuple(fc.option(quarter, { nil: undefined }), fc.option(quarter, { nil: undefined })),
      entries: fc.array(fc.record({ mapKey: fc.constantFrom(...keys), mappedValue: quarter, caseSensitive: fc.option(fc.boolean(), { nil: undefined }) }), {
        maxLength: 6,
      }),
    })
    .map(({ defaultValue, bounds: [a, b], entries }) => {
      const [lowerBound, upperBound] = a !== undefined && b !== undefined ? [Math.min(a, b), Math.max(a, b)] : [a, b];
      return { defaultValue, lowerBound, upperBound, entries };
    });

const mappingItem = fc.record({ cardinality, baseType: fc.constantFrom('identifier' as const, 'string' as const) }).chain(({ cardinality, baseType }) => {
  const keys = baseType === 'string' ? WORDS : IDS;
  return mappingArb(keys).map((mapping) => templateItem('map_response', { cardinality, baseType, mapping }));
});

/** Any answer a client could send for keys like the mapping's, some unreadable. */
const answer = fc.array(fc.constantFrom(...IDS, ...WORDS, '', 'two words', ' '), { maxLength: 7 });

const shuffled = <T>(values: T[]) =>
  fc.array(fc.nat(), { minLength: values.length, maxLength: values.length }).map((keys) =>
    values
      .map((v, i) => ({ v, k: keys[i] }))
      .sort((x, y) => x.k - y.k)
      .map(({ v }) => v),
  );

const score = (item: ScoringModel, response: CandidateResponse) => scoreItem(item, { RESPONSE: response }).score;

describe('scoring properties', () => {
  it('match_correct scores the correct response 1, in any order for a multiple, and anything else 0', () => {
    const item = fc.record({ cardinality, correct: fc.uniqueArray(fc.constantFrom(...IDS), { minLength: 1, maxLength: 4 }) }).map(({ cardinality, correct }) =>
      templateItem('match_correct', {
        cardinality,
        baseType: 'identifier',
        correctResponse: cardinality === 'single' ? correct.slice(0, 1) : correct,
      }),
    );
    fc.assert(
      fc.property(item, fc.array(fc.constantFrom(...IDS), { maxLength: 5 }), fc.nat(), (model, response, seed) => {
        const correct = model.responses[0].correctResponse!;
        const { cardinality } = model.responses[0];
        const asSent = cardinality === 'single' ? correct[0] : correct;
        expect(score(model, asSent)).toBe(1);
        if (cardinality === 'multiple') {
          const rotated = correct.map((_, i) => correct[(i + seed) % correct.length]);
          expect(score(model, rotated)).toBe(1);
        }
        const sent = cardinality === 'single' ? (response[0] ?? null) : response;
        const same =
          cardinality === 'multiple'
            ? [...response].sort().join() === [...correct].sort().join()
            : cardinality === 'ordered'
              ? response.join() === correct.join()
              : sent === correct[0];
        expect(score(model, sent)).toBe(same ? 1 : 0);
      }),
    );
  });

  it('map_response stays within the mapping bounds (and gives no answer 0)', () => {
    fc.assert(
      fc.property(mappingItem, answer, (model, response) => {
        const mapping = model.responses[0].mapping!;
        const sent = model.responses[0].cardinality === 'single' ? (response[0] ?? null) : response;
        const result = score(model, sent);
        const answered = (Array.isArray(sent) ? sent : [sent]).some(
          (v) => v !== null && v.trim() !== '' && (model.responses[0].baseType === 'string' || !/\s/.test(v.trim())),
        );
        if (!answered) return expect(result).toBe(0);
        if (mapping.lowerBound !== undefined) expect(result).toBeGreaterThanOrEqual(mapping.lowerBound);
        if (mapping.upperBound !== undefined) expect(result).toBeLessThanOrEqual(mapping.upperBound);
      }),
    );
  });

  it('scores a multiple response the same in any order', () => {
    const items = fc.oneof(
      mappingItem.map((m) => ({ ...m, responses: [{ ...m.responses[0], cardinality: 'multiple' as const }] })),
      fc.constant(multipleChoice),
      fc.constant(mappedChoices),
    );
    fc.assert(
      fc.property(
        items,
        answer.chain((a) => fc.tuple(fc.constant(a), shuffled(a))),
        (model, [response, reordered]) => {
          expect(score(model, reordered)).toBe(score(model, response));
        },
      ),
    );
  });

  it('mapResponse never counts a repeated value twice', () => {
    fc.assert(
      fc.property(mappingItem, answer, fc.array(fc.nat()), (model, response, picks) => {
        fc.pre(model.responses[0].cardinality !== 'single' && response.length > 0);
        const repeated = [...response, ...picks.map((i) => response[i % response.length])];
        expect(score(model, repeated)).toBe(score(model, response));
      }),
    );
  });

  it('maxScoreOf is never below the score of any response to a mapping model', () => {
    const areaItem = fc
      .record({
        cardinality: fc.constantFrom('single' as const, 'multiple' as const),
        defaultValue: quarter.map((q) => -Math.abs(q)),
        entries: fc.array(
          fc.oneof(
            fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20)).map(([x, y, r]): AreaMapEntry => ({ shape: 'circle', coords: [x, y, r], mappedValue: 0 })),
            fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(20)).map((coords): AreaMapEntry => ({ shape: 'rect', coords, mappedValue: 0 })),
          ),
          { maxLength: 4 },
        ),
        values: fc.array(quarter, { minLength: 4, maxLength: 4 }),
      })
      .map(({ cardinality, defaultValue, entries, values }) =>
        templateItem('map_response_point', {
          cardinality,
          baseType: 'point',
          areaMapping: { defaultValue, entries: entries.map((e, i) => ({ ...e, mappedValue: values[i] })) },
        }),
      );
    const points = fc.array(
      fc.tuple(fc.nat(25), fc.nat(25)).map(([x, y]) => `${x} ${y}`),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(fc.oneof(mappingItem, areaItem), fc.oneof(answer, points), (model, response) => {
        const { cardinality, mapping } = model.responses[0];
        // a positive default on a container has no limit but an upper bound
        fc.pre(!(mapping && cardinality !== 'single' && mapping.defaultValue > 0 && mapping.upperBound === undefined));
        const sent = cardinality === 'single' ? (response[0] ?? null) : response;
        expect(maxScoreOf(model)).toBeGreaterThanOrEqual(score(model, sent));
      }),
    );
  });

  it('never throws on arbitrary responses to a valid model, and scores them the same every time', () => {
    const models = [singleChoice, multipleChoice, ordering, mappedChoices, riverEntry, hotspots('single'), hotspots('multiple')];
    const anyResponse = fc.oneof(fc.constant(null), fc.string(), fc.array(fc.string()), fc.constantFrom(...IDS, '1 2', 'A B'), fc.anything());
    const submission = fc.dictionary(fc.oneof(fc.constant('RESPONSE'), fc.string()), anyResponse as fc.Arbitrary<CandidateResponse>);
    fc.assert(
      fc.property(fc.constantFrom(...models), submission, (model, responses) => {
        const first = scoreItem(model, responses);
        expect(scoreItem(model, responses)).toEqual(first);
        expect(Number.isFinite(first.score)).toBe(true);
      }),
    );
  });
});
