import { rangeInPart, type SpokenPart } from './read-aloud-parts';
import { canPaintHighlights } from './text-ranges';

const PART = 'player-read-aloud';
const WORD = 'player-read-aloud-word';
/** The block being read is marked on the page too: an outline, so the highlight is not colour alone. */
const READING = 'data-read-aloud';

/** Shows what is being read: the part, and the word the voice is at when the browser says where. */
export function paintReading(part: SpokenPart | null, word: { start: number; end: number } | null = null): void {
  for (const el of document.querySelectorAll(`[${READING}]`)) el.removeAttribute(READING);
  if (part) part.element.setAttribute(READING, '');
  if (!canPaintHighlights()) return;
  const partRanges = part ? part.pieces.map(({ node }) => nodeRange(node)) : [];
  const wordRange = part && word ? rangeInPart(part, word.start, word.end) : null;
  CSS.highlights.set(PART, new Highlight(...partRanges));
  CSS.highlights.set(WORD, new Highlight(...(wordRange ? [wordRange] : [])));
}

export function clearReading(): void {
  paintReading(null);
  if (canPaintHighlights()) [PART, WORD].forEach((name) => CSS.highlights.delete(name));
}

function nodeRange(node: Text): Range {
  const range = node.ownerDocument.createRange();
  range.selectNodeContents(node);
  return range;
}
