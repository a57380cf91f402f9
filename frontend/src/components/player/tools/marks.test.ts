import { describe, expect, it } from 'vitest';
import { addHighlight, highlightAt, NO_MARKS, removeHighlights, toggleStruck } from './marks';
import { offsetOf, rangeOf, sentencesOf } from './text-ranges';

describe('marks', () => {
  it('a highlight that overlaps or touches another of the same passage merges with it; other passages are apart', () => {
    let h = addHighlight([], { target: 'P', start: 10, end: 20 });
    h = addHighlight(h, { target: 'Q', start: 12, end: 14 });
    h = addHighlight(h, { target: 'P', start: 18, end: 30 });
    h = addHighlight(h, { target: 'P', start: 30, end: 35 });
    h = addHighlight(h, { target: 'P', start: 0, end: 4 });
    expect(h).toEqual([
      { target: 'P', start: 0, end: 4 },
      { target: 'P', start: 10, end: 35 },
      { target: 'Q', start: 12, end: 14 },
    ]);
    expect(highlightAt(h, 'P', 34)).toEqual({ target: 'P', start: 10, end: 35 });
    expect(highlightAt(h, 'P', 35)).toBeUndefined();
    expect(removeHighlights(h, 'P', 12, 13)).toEqual([h[0], h[2]]);
  });

  it('striking out twice restores the choice', () => {
    const once = toggleStruck(NO_MARKS, 'R', 'A');
    expect(once.eliminated).toEqual([{ responseIdentifier: 'R', choiceIdentifier: 'A' }]);
    expect(toggleStruck(once, 'R', 'A')).toEqual(NO_MARKS);
  });
});

describe('text ranges', () => {
  it('turns offsets into a range across elements and back', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>One <em>two</em> three.</p><p>Four.</p>';
    const range = rangeOf(root, 4, 13)!;
    expect(range.toString()).toBe('two three');
    expect(offsetOf(root, range.endContainer, range.endOffset)).toBe(13);
    expect(rangeOf(root, 4, 999)).toBeNull();
  });

  it('splits a passage into trimmed sentences, in either language', () => {
    expect(sentencesOf('  First one. Second one?  Third!', 'en').map((s) => s.text)).toEqual(['First one.', 'Second one?', 'Third!']);
    const text = 'Это первое. А это второе.';
    const [, second] = sentencesOf(text, 'ru');
    expect(text.slice(second.start, second.end)).toBe('А это второе.');
  });
});
