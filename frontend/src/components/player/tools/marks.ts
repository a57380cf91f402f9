import type { ItemMarksDto } from '../../../api/types.gen';

export type ItemMarks = ItemMarksDto;
export type Highlight = ItemMarks['highlights'][number];

export const NO_MARKS: ItemMarks = { eliminated: [], highlights: [] };

export function isStruck(marks: ItemMarks, responseIdentifier: string, choiceIdentifier: string): boolean {
  return marks.eliminated.some((e) => e.responseIdentifier === responseIdentifier && e.choiceIdentifier === choiceIdentifier);
}

export function toggleStruck(marks: ItemMarks, responseIdentifier: string, choiceIdentifier: string): ItemMarks {
  const eliminated = isStruck(marks, responseIdentifier, choiceIdentifier)
    ? marks.eliminated.filter((e) => !(e.responseIdentifier === responseIdentifier && e.choiceIdentifier === choiceIdentifier))
    : [...marks.eliminated, { responseIdentifier, choiceIdentifier }];
  return { ...marks, eliminated };
}

/** Adds a highlight, merged with those of the same text it overlaps or touches. */
export function addHighlight(highlights: Highlight[], added: Highlight): Highlight[] {
  let { start, end } = added;
  const rest: Highlight[] = [];
  for (const h of highlights) {
    if (h.target === added.target && h.start <= end && h.end >= start) {
      start = Math.min(start, h.start);
      end = Math.max(end, h.end);
    } else rest.push(h);
  }
  return [...rest, { target: added.target, start, end }].sort((a, b) => (a.target === b.target ? a.start - b.start : a.target < b.target ? -1 : 1));
}

/** The highlight of a target that covers a character offset, if any. */
export function highlightAt(highlights: Highlight[], target: string, offset: number): Highlight | undefined {
  return highlights.find((h) => h.target === target && h.start <= offset && offset < h.end);
}

/** Removes every highlight of the target that overlaps start..end. */
export function removeHighlights(highlights: Highlight[], target: string, start: number, end: number): Highlight[] {
  return highlights.filter((h) => !(h.target === target && h.start < end && h.end > start));
}
