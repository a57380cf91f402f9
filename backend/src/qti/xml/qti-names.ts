import type { XmlElement, XmlNode } from './parse-xml';
import type { QtiVersion } from '../types';

export const QTI_NAMESPACES: Record<QtiVersion, string> = {
  '2.1': 'http://www.imsglobal.org/xsd/imsqti_v2p1',
  '2.2': 'http://www.imsglobal.org/xsd/imsqti_v2p2',
  '3.0': 'http://www.imsglobal.org/xsd/imsqtiasi_v3p0',
};

export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Element names renamed so far: one string per name, not one per element of a test listing thousands. */
const RENAMED = new Map<string, string>();
const MAX_RENAMED = 2048;

function renamed(qtiName: string): string {
  const known = RENAMED.get(qtiName);
  if (known !== undefined) return known;
  const name = camel(qtiName.slice(4));
  if (RENAMED.size < MAX_RENAMED) RENAMED.set(qtiName, name);
  return name;
}

/** So the rest of the reader knows one vocabulary; only `qti-` elements are renamed, XHTML's data-* and aria-* kept. */
export function normalizeQti3(el: XmlElement): XmlElement {
  const children: XmlNode[] = el.children.map((c) => (typeof c === 'string' ? c : normalizeQti3(c)));
  return { ...el, ...normalizedNames(el), children };
}

/**
 * One element's 2.x name and attributes, its children left as they are: for a file normalized
 * element by element as it is parsed (each closes after its children), which never stands whole.
 */
export function normalizedNames(el: XmlElement): { name: string; attrs: Record<string, string> } {
  const isQti = el.name.startsWith('qti-');
  if (!isQti) return { name: el.name, attrs: el.attrs };
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(el.attrs)) {
    attrs[!k.startsWith('data-') && !k.startsWith('aria-') && !k.includes(':') ? camel(k) : k] = v;
  }
  return { name: renamed(el.name), attrs };
}
