import type { ResponseDeclaration, ResponseProcessing } from './types';
import { isSelfRated } from './self-rating';

const rating: ResponseDeclaration = {
  identifier: 'RATING',
  cardinality: 'single',
  baseType: 'identifier',
  mapping: {
    defaultValue: 0,
    entries: [
      { mapKey: 'L1', mappedValue: 1 },
      { mapKey: 'L2', mappedValue: 2 },
    ],
  },
} as ResponseDeclaration;
const essay: ResponseDeclaration = { identifier: 'ESSAY', cardinality: 'single', baseType: 'string' } as ResponseDeclaration;
const sums: ResponseProcessing = { rules: [{ kind: 'setOutcomeValue' } as never] };
const none: ResponseProcessing = { rules: [] };

describe('isSelfRated', () => {
  it('is an essay whose processing scores only mapped ratings without a correct response', () => {
    expect(isSelfRated(['extendedText', 'choice'], [essay, rating], sums)).toBe(true);
  });

  it('is not an essay without response processing: a person scores it', () => {
    expect(isSelfRated(['extendedText', 'choice'], [essay, rating], none)).toBe(false);
  });

  it('is not an item with a question that has a right answer', () => {
    const keyed = { ...rating, correctResponse: ['L2'] } as ResponseDeclaration;
    expect(isSelfRated(['extendedText', 'choice'], [essay, keyed], sums)).toBe(false);
  });

  it('is not an essay whose own response is mapped: the mapping scores the text, it rates nothing', () => {
    const mapped = { ...essay, mapping: { defaultValue: 0, entries: [{ mapKey: 'erosion', mappedValue: 1 }] } } as ResponseDeclaration;
    expect(isSelfRated(['extendedText'], [mapped], sums, new Set(['ESSAY']))).toBe(false);
    expect(isSelfRated(['extendedText', 'choice'], [essay, rating], sums, new Set(['ESSAY']))).toBe(true);
  });

  it('is not an item without an answer left to a person', () => {
    expect(isSelfRated(['choice'], [rating], sums)).toBe(false);
  });
});
