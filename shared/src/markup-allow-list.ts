/**
 * Allow-lists of the XHTML and MathML the player may render: the API's package reader keeps only these
 * when it builds an item body, and the player checks them again before it renders one.
 */

export const XHTML_ELEMENTS = new Set(
  (
    'a abbr acronym address article aside b bdi bdo big blockquote br caption cite code col colgroup dd del dfn div dl dt ' +
    'em figcaption figure footer h1 h2 h3 h4 h5 h6 header hr i img ins kbd label li mark ol p pre q rp rt ruby s samp ' +
    'section small span strong sub sup table tbody td tfoot th thead tr tt u ul var audio video source track object param'
  ).split(' '),
);

export const MATHML_ELEMENTS = new Set(
  (
    'math maction maligngroup malignmark menclose merror mfenced mfrac mglyph mi mlabeledtr mlongdiv mmultiscripts mn mo ' +
    'mover mpadded mphantom mprescripts mroot mrow ms mscarries mscarry msgroup msline mspace msqrt msrow mstack mstyle ' +
    'msub msubsup msup mtable mtd mtext mtr munder munderover none semantics annotation'
  ).split(' '),
);

/**
 * The node the package reader puts where an image's file is missing from the zip; attrs: `file`
 * (its package path) and `alt` when the author gave one. The player shows it as a labelled box.
 */
export const MISSING_IMAGE = 'missingImage';

const GLOBAL_ATTRS = ['id', 'class', 'title', 'lang', 'xml:lang', 'dir'];

const ELEMENT_ATTRS: Record<string, string[]> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
  object: ['data', 'type', 'width', 'height'],
  param: ['name', 'value', 'valuetype'],
  audio: ['src', 'controls'],
  video: ['src', 'controls', 'width', 'height', 'poster'],
  source: ['src', 'type'],
  track: ['src', 'kind', 'srclang', 'label'],
  td: ['colspan', 'rowspan', 'headers', 'scope', 'abbr', 'align', 'valign'],
  th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr', 'align', 'valign'],
  col: ['span', 'width', 'align'],
  colgroup: ['span', 'width', 'align'],
  table: ['summary', 'border', 'width'],
  ol: ['start', 'type', 'reversed'],
  ul: ['type'],
  li: ['value'],
};

const MATHML_ATTRS = (
  'mathvariant mathsize mathcolor mathbackground display displaystyle scriptlevel fence separator stretchy symmetric ' +
  'largeop movablelimits accent accentunder form lspace rspace linethickness numalign denomalign bevelled open close ' +
  'separators notation columnalign rowalign columnspan rowspan columnlines rowlines frame width height depth align ' +
  'encoding voffset minsize maxsize'
).split(' ');

export function allowedAttribute(element: string, attr: string, mathml: boolean): boolean {
  if (/^on/i.test(attr)) return false;
  if (GLOBAL_ATTRS.includes(attr)) return true;
  if (mathml) return MATHML_ATTRS.includes(attr);
  return (ELEMENT_ATTRS[element] ?? []).includes(attr) || attr.startsWith('aria-') || attr.startsWith('data-');
}

/** Only links may leave the package, and only to the web or mail. */
export function isSafeExternalLink(value: string): boolean {
  return /^(https?:|mailto:)/i.test(value.trim());
}
