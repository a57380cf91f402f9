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

/**
 * Rewrites QTI 3.0 names to the 2.x camelCase ones (qti-match-interaction → matchInteraction,
 * response-identifier → responseIdentifier), so the rest of the reader knows one vocabulary.
 * Only `qti-` elements are renamed, with their attributes; XHTML keeps data-* and aria-* as they are.
 */
export function normalizeQti3(el: XmlElement): XmlElement {
  const isQti = el.name.startsWith('qti-');
  const attrs: Record<string, string> = {};
  for (const [k, v] of Object.entries(el.attrs)) {
    attrs[isQti && !k.startsWith('data-') && !k.startsWith('aria-') && !k.includes(':') ? camel(k) : k] = v;
  }
  const children: XmlNode[] = el.children.map((c) => (typeof c === 'string' ? c : normalizeQti3(c)));
  return { ...el, name: isQti ? camel(el.name.slice(4)) : el.name, attrs, children };
}
