import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import type { TreeHooks, XmlElement, XmlNode } from '../xml/parse-xml';
import { QTI_NAMESPACES, normalizedNames } from '../xml/qti-names';
import { listingNodes, streamXml } from '../zip/load-xml';
import type { ZipEntryInfo, ZipIndex } from '../zip/zip-index';

const NO_CHILDREN = Object.freeze([]) as unknown as XmlNode[];
/** What a reference without content may carry to be kept as a leaf: all that the test's readers ask of one. */
const LEAF_ATTRIBUTES = new Set(['identifier', 'href', 'category']);

/**
 * An item reference with nothing inside it (the usual kind: a test of 50,000 items has 50,000),
 * kept in the test's tree as its three attributes and its line: an element with its own attribute
 * object, child list and the white space around it cost about twice as much. It reads as the
 * element it stands for (`attrs` and `children` are made when asked), so every check that walks
 * the tree sees it unchanged; nothing writes to a reference of the test's own file (only included
 * content has its links rewritten).
 */
export class ItemRefLeaf implements XmlElement {
  constructor(
    readonly ns: string,
    public line: number,
    private readonly identifier: string | undefined,
    private readonly href: string | undefined,
    private readonly category: string | undefined,
  ) {}

  get name(): string {
    return 'assessmentItemRef';
  }

  get children(): XmlNode[] {
    return NO_CHILDREN;
  }

  get attrs(): Record<string, string> {
    const attrs: Record<string, string> = {};
    if (this.identifier !== undefined) attrs.identifier = this.identifier;
    if (this.href !== undefined) attrs.href = this.href;
    if (this.category !== undefined) attrs.category = this.category;
    return attrs;
  }
}

const blank = (node: XmlNode | undefined): boolean => typeof node === 'string' && !node.trim();

/**
 * Loads a test file as its bytes come out of the zip, checked as `loadQti` checks it (the root's
 * namespace and name, with the same issues). QTI 3.0 names are made 2.x ones element by element as
 * each closes, so no second tree is built, and every item reference with nothing inside it is kept
 * as an `ItemRefLeaf`: the tree of a test listing tens of thousands of items is then mostly those
 * leaves. White space between a section's children is let go (no reader of a section takes it).
 */
export async function loadStreamedTest(index: ZipIndex, info: ZipEntryInfo, version: QtiVersion, sink: IssueSink): Promise<XmlElement | undefined> {
  const ns = QTI_NAMESPACES[version];
  const isSection = (el: XmlElement) => el.ns === ns && (el.name === 'assessmentSection' || (version === '3.0' && el.name === 'qti-assessment-section'));
  let rootName = '';
  const hooks: TreeHooks = {
    open: (el, parent) => {
      if (!parent) rootName = el.name;
    },
    close: (el, parent) => {
      if (version === '3.0') Object.assign(el, normalizedNames(el));
      if (!parent || el.ns !== ns || el.name !== 'assessmentItemRef' || !isSection(parent)) return false;
      if (!el.children.every(blank) || !Object.keys(el.attrs).every((k) => LEAF_ATTRIBUTES.has(k))) return false;
      const siblings = parent.children;
      siblings.pop();
      while (blank(siblings[siblings.length - 1])) siblings.pop();
      // the zip's own copy of a path written as it is: the test's copy would be one more string per item
      const href = el.attrs.href;
      siblings.push(new ItemRefLeaf(el.ns, el.line, el.attrs.identifier, href === undefined ? href : index.files.intern(href), el.attrs.category));
      return false;
    },
  };
  const root = await streamXml(index, info, sink, listingNodes(index), hooks);
  if (!root) return undefined;
  if (root.ns !== ns) {
    sink.error(info.path, 'xml.wrongNamespace', { found: root.ns, expected: ns, version }, root.line);
    return undefined;
  }
  if (root.name !== 'assessmentTest') {
    sink.error(info.path, 'xml.wrongRoot', { found: rootName, expected: 'assessmentTest' }, root.line);
    return undefined;
  }
  return root;
}
