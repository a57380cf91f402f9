/**
 * What the read aloud tool speaks, taken from the page as the student sees it: the passages, then
 * the question, block by block (a paragraph, a list entry, a choice with its letter). Content a
 * package keeps from speech and anything hidden from the student is left out.
 */

/** One block read in one utterance, with the text nodes it is made of to highlight them. */
export interface SpokenPart {
  element: Element;
  text: string;
  /** each text node and where its text starts in `text` */
  pieces: { node: Text; at: number }[];
  /** the content's language: the nearest `lang`, which is the interface's where the item names none */
  lang: string;
}

/** The passages and the question carry data-mark-target; the question (`item`) is read after them. */
const TARGETS = '[data-mark-target]';
/** QTI 3 `data-qti-suppress-tts`: these values keep computer read aloud off the content. */
const SUPPRESSED = new Set(['computer-read-aloud', 'all']);
const UNSPOKEN = new Set(['input', 'button', 'select', 'textarea', 'script', 'style', 'template', 'audio', 'video', 'object', 'iframe', 'svg', 'canvas']);
const BLOCKS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'figcaption',
  'caption',
  'dt',
  'dd',
  'td',
  'th',
  'label',
  'legend',
]);
const BLOCK_SELECTOR = [...BLOCKS].join(',');
const INLINE = new Set(
  'a abbr b bdi bdo big br cite code del dfn em i img ins kbd mark q rp rt ruby s samp small span strong sub sup tt u var math'.split(' '),
);

export function isUnspoken(el: Element): boolean {
  if (UNSPOKEN.has(el.localName) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const suppress = el.getAttribute('data-qti-suppress-tts') ?? '';
  if (suppress.split(/\s+/).some((v) => SUPPRESSED.has(v))) return true;
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  return style?.display === 'none' || style?.visibility === 'hidden';
}

function spokenTextNodes(root: Element): Text[] {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.nodeType === Node.TEXT_NODE ? NodeFilter.FILTER_ACCEPT : isUnspoken(n as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP,
  });
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

/** The text of the nodes in order; a choice's letter (data-read-label) is set off from its text. */
function partOf(element: Element, nodes: Text[]): SpokenPart | null {
  let text = '';
  const pieces: SpokenPart['pieces'] = [];
  let previous: Text | null = null;
  for (const node of nodes) {
    if (previous && text && !/\s$/.test(text) && !/^\s/.test(node.data)) text += previous.parentElement?.closest('[data-read-label]') ? '. ' : ' ';
    pieces.push({ node, at: text.length });
    text += node.data;
    previous = node;
  }
  if (!text.trim()) return null;
  return { element, text, pieces, lang: element.closest('[lang]')?.getAttribute('lang') ?? '' };
}

function isPart(el: Element): boolean {
  if (el.localName === 'label') return true;
  return BLOCKS.has(el.localName) && ![...el.querySelectorAll(BLOCK_SELECTOR)].some((b) => !b.closest('[hidden],[aria-hidden="true"]'));
}

function collect(container: Element, out: SpokenPart[]): void {
  let run: Text[] = [];
  const flush = () => {
    const part = run.length ? partOf(container, run) : null;
    if (part) out.push(part);
    run = [];
  };
  for (const child of container.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) run.push(child as Text);
    if (!(child instanceof Element) || isUnspoken(child)) continue;
    if (isPart(child)) {
      flush();
      const part = partOf(child, spokenTextNodes(child));
      if (part) out.push(part);
    } else if (INLINE.has(child.localName) && !child.querySelector(BLOCK_SELECTOR)) run.push(...spokenTextNodes(child));
    else {
      flush();
      collect(child, out);
    }
  }
  flush();
}

/** Every part on the page in reading order: passages first, then the question with its choices. */
export function spokenParts(doc: Document = document): SpokenPart[] {
  const targets = [...doc.querySelectorAll(TARGETS)];
  const ordered = [
    ...targets.filter((t) => t.getAttribute('data-mark-target') !== 'item'),
    ...targets.filter((t) => t.getAttribute('data-mark-target') === 'item'),
  ];
  const out: SpokenPart[] = [];
  for (const target of ordered) if (!isUnspoken(target)) collect(target, out);
  return out;
}

/** The DOM range of characters start..end of a part's text (the separators added between nodes belong to none). */
export function rangeInPart(part: SpokenPart, start: number, end: number): Range | null {
  const at = (offset: number): [Text, number] | null => {
    const piece = [...part.pieces].reverse().find((p) => p.at <= offset);
    return piece ? [piece.node, Math.min(offset - piece.at, piece.node.data.length)] : null;
  };
  const from = at(start);
  const to = at(end);
  if (!from || !to) return null;
  const range = part.element.ownerDocument.createRange();
  range.setStart(...from);
  range.setEnd(...to);
  return range;
}
