import type { QtiVersion } from '../types';
import type { IssueSink } from '../issues';
import type { TreeHooks, XmlElement, XmlNode } from '../xml/parse-xml';
import { QTI_NAMESPACES, normalizedNames } from '../xml/qti-names';
import { listingNodes, stimulusVersion, streamXml } from '../zip/load-xml';
import type { ZipEntryInfo, ZipIndex } from '../zip/zip-index';

const NO_CHILDREN = Object.freeze([]) as unknown as XmlNode[];
/** What a reference without content may carry to be kept as a leaf: all that the test's readers ask of one. */
const LEAF_ATTRIBUTES = new Set(['identifier', 'href', 'category']);

/**
 * Half the cost of a full element (a 50,000-item test has 50,000), yet read as that element by every check;
 * nothing writes to the test's own references (only included links are rewritten).
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

/** Renamed to 2.x as each element closes and empty references kept as leaves, so a huge test never builds a second tree. */
/** A file declared as a test whose root is a shared passage: the version its namespace gives. */
export interface PassageFound {
  passage: QtiVersion;
}

export async function loadStreamedTest(
  index: ZipIndex,
  info: ZipEntryInfo,
  version: QtiVersion,
  sink: IssueSink,
): Promise<XmlElement | PassageFound | undefined> {
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
  const passage = stimulusVersion({ name: rootName, ns: root.ns });
  if (passage) return { passage };
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
