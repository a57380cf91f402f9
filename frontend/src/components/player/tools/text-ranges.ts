/**
 * Highlights are kept as character offsets into a passage's text, so they survive a reload and
 * another device: these turn offsets into DOM ranges and back, and split the text into sentences
 * for the keyboard way of highlighting.
 */

/** The CSS Custom Highlight API paints ranges without touching the item's markup; older browsers lack it. */
export const canPaintHighlights = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined';

function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

/** The DOM range of characters start..end of the root's text, or null when the text is shorter. */
export function rangeOf(root: Node, start: number, end: number): Range | null {
  const range = root.ownerDocument!.createRange();
  let seen = 0;
  let started = false;
  for (const node of textNodes(root)) {
    const length = node.data.length;
    if (!started && start <= seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}

/** The character offset, in the root's text, of a point given as a DOM node and offset. */
export function offsetOf(root: Node, node: Node, offset: number): number {
  const range = root.ownerDocument!.createRange();
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** The sentences of a text, without the spaces around them. */
export function sentencesOf(text: string, lang: string): Sentence[] {
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  const out: Sentence[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const lead = segment.length - segment.trimStart().length;
    const trimmed = segment.trim();
    if (trimmed) out.push({ start: index + lead, end: index + lead + trimmed.length, text: trimmed });
  }
  return out;
}
