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

export type XmlErrorCode =
  'xml.malformed' | 'xml.doctype' | 'xml.tooDeep' | 'xml.tooManyNodes' | 'xml.attributeTooLong' | 'xml.unknownEncoding' | 'xml.badEncoding';

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
/** A node costs hundreds of bytes, so a largest file of tiny elements would cost a gigabyte; real items have thousands. */
export const MAX_XML_NODES = 100_000;
/** Longer than any real attribute (an inline image as a data URI included); longer is padding. */
export const MAX_ATTRIBUTE_CHARS = 1024 * 1024;

/** `close` answering true leaves the element out of its parent, so a file listing thousands of entries never stands whole. */
export interface TreeHooks {
  open?(el: XmlElement, parent: XmlElement | undefined, depth: number): void;
  close?(el: XmlElement, parent: XmlElement | undefined, depth: number): boolean;
}

/** A DOCTYPE is refused outright, so no DTD, external entity (XXE) or entity expansion can take effect. */
export class XmlTreeParser {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly stack: XmlElement[] = [];
  private root: XmlElement | undefined;
  private failure: XmlError | undefined;
  private nodes = 0;
  private started = false;

  constructor(
    private readonly maxNodes = MAX_XML_NODES,
    private readonly hooks: TreeHooks = {},
  ) {
    const { parser, stack } = this;
    const fail = (error: XmlError) => {
      this.failure = error;
      throw error;
    };
    const count = () => {
      if (++this.nodes > this.maxNodes) fail(new XmlError('xml.tooManyNodes', parser.line, 'nodes', { limit: this.maxNodes }));
    };
    parser.on('error', (err) => {
      this.failure ??= new XmlError('xml.malformed', parser.line, err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.+$/, ''));
      throw this.failure;
    });
    parser.on('doctype', () => fail(new XmlError('xml.doctype', parser.line, 'DOCTYPE')));
    parser.on('opentag', (tag: SaxesTagNS) => {
      count();
      if (stack.length >= MAX_XML_DEPTH) fail(new XmlError('xml.tooDeep', parser.line, tag.name, { limit: MAX_XML_DEPTH }));
      const attrs: Record<string, string> = {};
      // walked in place: a list of each element's attributes, made and let go, was 6 % of what an import allocated
      for (const key in tag.attributes) {
        const attr = tag.attributes[key];
        if (attr.value.length > MAX_ATTRIBUTE_CHARS) {
          fail(new XmlError('xml.attributeTooLong', parser.line, attr.name, { name: attr.name, length: attr.value.length, limit: MAX_ATTRIBUTE_CHARS }));
        }
        if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
        attrs[attr.prefix ? `${attr.prefix}:${attr.local}` : name(attr.local)] = own(attr.value);
      }
      const el: XmlElement = { name: name(tag.local), ns: name(tag.uri), attrs, children: [], line: parser.line };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(el);
      else this.root = el;
      this.hooks.open?.(el, parent, stack.length);
      stack.push(el);
    });
    parser.on('closetag', () => {
      const el = stack.pop()!;
      const parent = stack[stack.length - 1];
      if (this.hooks.close?.(el, parent, stack.length) && parent) parent.children.pop();
    });
    const onText = (t: string) => {
      count();
      if (stack.length) stack[stack.length - 1].children.push(own(t));
    };
    parser.on('text', onText);
    parser.on('cdata', onText);
  }

  /** Parses the next piece of the document. */
  write(text: string): this {
    const first = !this.started;
    this.started = true;
    this.guard(() => this.parser.write(first && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
    return this;
  }

  /** Ends the document: its root, less what the hooks took out. */
  close(): XmlElement {
    this.guard(() => this.parser.close());
    if (!this.root) throw new XmlError('xml.malformed', this.parser.line, 'no root element');
    return this.root;
  }

  private guard(step: () => void): void {
    if (this.failure) throw this.failure;
    try {
      step();
    } catch (err) {
      if (this.failure) throw this.failure;
      throw new XmlError('xml.malformed', this.parser.line, (err as Error).message);
    }
  }
}

/** Parses a whole document into a tree (see `XmlTreeParser`). */
export function parseXml(text: string, maxNodes = MAX_XML_NODES): XmlElement {
  return new XmlTreeParser(maxNodes).write(text).close();
}

/** V8 makes a substring of 13+ characters a view of its source, so a kept title would hold the whole file's text. */
function own(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/** Element and attribute names and namespaces seen so far: few, and repeated in every file. */
const NAMES = new Map<string, string>();
const MAX_NAMES = 2048;
const MAX_NAME_CHARS = 100;

/** A 50,000-item test otherwise held 50,000 copies of its namespace; bounded, so invented names cannot fill it. */
function name(s: string): string {
  const known = NAMES.get(s);
  if (known !== undefined) return known;
  const copy = own(s);
  if (NAMES.size < MAX_NAMES && s.length <= MAX_NAME_CHARS) NAMES.set(copy, copy);
  return copy;
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
