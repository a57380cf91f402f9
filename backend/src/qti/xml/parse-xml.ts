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

export class XmlError extends Error {
  constructor(
    readonly code: 'xml.malformed' | 'xml.doctype',
    readonly line: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Parses a document into a small element tree with line numbers. A DOCTYPE is refused outright,
 * so no DTD, external entity (XXE) or entity expansion can ever take effect; undeclared entities
 * are then simply errors of well-formedness.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let failure: XmlError | undefined;

  parser.on('error', (err) => {
    failure ??= new XmlError('xml.malformed', parser.line, err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.+$/, ''));
    throw failure;
  });
  parser.on('doctype', () => {
    failure = new XmlError('xml.doctype', parser.line, 'DOCTYPE');
    throw failure;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) {
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
