import { SaxesParser, type SaxesTagNS } from 'saxes';

export interface XmlElement {
  /** local name */
  name: string;
  ns: string;
  /** unprefixed attributes by local name; prefixed ones as `prefix:local` (namespace declarations left out) */
  attrs: Record<string, string>;
  children: XmlNode[];
  line: number;
}

export type XmlNode = XmlElement | string;

export type XmlErrorCode = 'xml.malformed' | 'xml.doctype' | 'xml.tooDeep' | 'xml.tooManyNodes' | 'xml.attributeTooLong' | 'xml.unknownEncoding' | 'xml.badEncoding';

export class XmlError extends Error {
  constructor(
    readonly code: XmlErrorCode,
    readonly line: number,
    readonly detail: string,
    /** what the message names besides the detail (the limit, the attribute, the encoding) */
    readonly params: Record<string, string | number> = {},
  ) {
    super(detail);
  }
}

/**
 * Deeper than any real item (QTI bodies nest a few dozen levels); past it, the recursive walks over
 * the tree (reading, sanitizing, rendering) could run out of stack.
 */
export const MAX_XML_DEPTH = 200;
/**
 * Elements and text nodes of one file. The tree costs several hundred bytes a node, so a file of the
 * largest size allowed made only of tiny elements would cost a gigabyte; a real item, even a long
 * passage with MathML, has a few thousand.
 */
export const MAX_XML_NODES = 100_000;
/** Longer than any real attribute (an inline image as a data URI included); longer is padding. */
export const MAX_ATTRIBUTE_CHARS = 1024 * 1024;

/**
 * Parses a document into a small element tree with line numbers. A DOCTYPE is refused outright,
 * so no DTD, external entity (XXE) or entity expansion can ever take effect; undeclared entities
 * are then simply errors of well-formedness.
 */
export function parseXml(text: string, maxNodes = MAX_XML_NODES): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: XmlError | undefined;
  let nodes = 0;
  const count = () => {
    if (++nodes <= maxNodes) return;
    failure = new XmlError('xml.tooManyNodes', parser.line, 'nodes', { limit: maxNodes });
    throw failure;
  };

  parser.on('error', (err) => {
    failure ??= new XmlError('xml.malformed', parser.line, err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.+$/, ''));
    throw failure;
  });
  parser.on('doctype', () => {
    failure = new XmlError('xml.doctype', parser.line, 'DOCTYPE');
    throw failure;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    count();
    if (stack.length >= MAX_XML_DEPTH) {
      failure = new XmlError('xml.tooDeep', parser.line, tag.name, { limit: MAX_XML_DEPTH });
      throw failure;
    }
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
      if (attr.value.length > MAX_ATTRIBUTE_CHARS) {
        failure = new XmlError('xml.attributeTooLong', parser.line, attr.name, { name: attr.name, length: attr.value.length, limit: MAX_ATTRIBUTE_CHARS });
        throw failure;
      }
      if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
      attrs[attr.prefix ? `${attr.prefix}:${attr.local}` : own(attr.local)] = own(attr.value);
    }
    const el: XmlElement = { name: own(tag.local), ns: own(tag.uri), attrs, children: [], line: parser.line };
    if (stack.length) stack[stack.length - 1].children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  const onText = (t: string) => {
    count();
    if (stack.length) stack[stack.length - 1].children.push(own(t));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).close();
  } catch (err) {
    if (failure) throw failure;
    throw new XmlError('xml.malformed', parser.line, (err as Error).message);
  }
  if (!root) throw new XmlError('xml.malformed', parser.line, 'no root element');
  return root;
}

/**
 * A copy of `s` that does not keep its source alive. V8 makes a substring of 13 or more characters a
 * view into the string it was cut from, so one title kept from a parsed file would otherwise keep the
 * whole file's text in memory for as long as the model that holds it (a package's worth of files).
 */
function own(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

export function childElements(el: XmlElement, name?: string): XmlElement[] {
  return el.children.filter((c): c is XmlElement => typeof c !== 'string' && (!name || c.name === name));
}

export function firstChild(el: XmlElement, name: string): XmlElement | undefined {
  return childElements(el, name)[0];
}

export function textOf(el: XmlElement): string {
  return el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
}

/** Depth-first search for descendants matching a predicate. */
export function findAll(el: XmlElement, pred: (e: XmlElement) => boolean, out: XmlElement[] = []): XmlElement[] {
  for (const c of childElements(el)) {
    if (pred(c)) out.push(c);
    findAll(c, pred, out);
  }
  return out;
}
