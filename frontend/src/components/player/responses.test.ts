import { describe, expect, it } from 'vitest';
import { asList, canAddPair, choiceInGap, currentOrder, moveTo, setGap, toggleInList, togglePair, typedResponse, wordCount } from './responses';

describe('response helpers', () => {
  it('typedResponse keeps text as typed, wraps it for a multiple declaration and clears to null', () => {
    expect(typedResponse(' 3.5 ', 'single')).toBe(' 3.5 ');
    expect(typedResponse('an essay', 'multiple')).toEqual(['an essay']);
    expect(typedResponse('', 'single')).toBeNull();
    expect(typedResponse('', 'multiple')).toBeNull();
  });

  it('toggleInList adds and removes, never beyond max', () => {
    expect(toggleInList([], 'A', 2)).toEqual(['A']);
    expect(toggleInList(['A', 'B'], 'C', 2)).toEqual(['A', 'B']);
    expect(toggleInList(['A', 'B'], 'A', 2)).toEqual(['B']);
    expect(toggleInList(['A', 'B'], 'C', 0)).toEqual(['A', 'B', 'C']);
  });

  it('moveTo moves one entry and ignores moves off the ends', () => {
    expect(moveTo(['A', 'B', 'C'], 0, 2)).toEqual(['B', 'C', 'A']);
    expect(moveTo(['A', 'B', 'C'], 2, 1)).toEqual(['A', 'C', 'B']);
    expect(moveTo(['A', 'B', 'C'], 0, -1)).toEqual(['A', 'B', 'C']);
  });

  it('currentOrder keeps a saved order, drops unknown ids and appends missing ones', () => {
    expect(currentOrder([], ['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
    expect(currentOrder(['C', 'X', 'A'], ['A', 'B', 'C'])).toEqual(['C', 'A', 'B']);
  });

  it('pairs respect each choice matchMax and the total', () => {
    const limits = { sourceMax: { S1: 1 }, targetMax: { T1: 2 }, total: 3 };
    let pairs = togglePair([], 'S1', 'T1', limits);
    expect(pairs).toEqual(['S1 T1']);
    expect(canAddPair(pairs, 'S1', 'T2', limits)).toBe(false);
    pairs = togglePair(pairs, 'S2', 'T1', limits);
    expect(canAddPair(pairs, 'S3', 'T1', limits)).toBe(false);
    pairs = togglePair(pairs, 'S3', 'T2', limits);
    expect(canAddPair(pairs, 'S4', 'T3', limits)).toBe(false);
    expect(togglePair(pairs, 'S1', 'T1', limits)).toEqual(['S2 T1', 'S3 T2']);
  });

  it('setGap puts one choice in a gap, replacing what it held', () => {
    let pairs = setGap([], 'G1', 'W1');
    pairs = setGap(pairs, 'G2', 'W1');
    pairs = setGap(pairs, 'G1', 'W2');
    expect(pairs).toEqual(['W1 G2', 'W2 G1']);
    expect(choiceInGap(pairs, 'G1')).toBe('W2');
    expect(setGap(pairs, 'G2', null)).toEqual(['W2 G1']);
  });

  it('asList reads every shape; wordCount counts words in any script', () => {
    expect(asList(null)).toEqual([]);
    expect(asList('A')).toEqual(['A']);
    expect(asList(['A', 'B'])).toEqual(['A', 'B']);
    expect(wordCount('  ')).toBe(0);
    expect(wordCount("It's a well-known fact — 42 times.")).toBe(6);
    expect(wordCount('Привет, мир')).toBe(2);
  });
});
