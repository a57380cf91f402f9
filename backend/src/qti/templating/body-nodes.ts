import type { BodyNode } from '../types';
import type { XmlElement, XmlNode } from '../xml/parse-xml';

/** A variable the body names: a printed variable or the template variable of a template element. */
export interface TemplateReference {
  element: string;
  identifier: string;
  /** printedVariable may print an outcome too; a template element needs a template variable */
  outcomeAllowed: boolean;
  line: number;
}

/** printedVariable attributes kept for rendering an instance; the rest are presentation hints we do not use. */
const PRINTED_ATTRS = ['identifier', 'format', 'base', 'index', 'powerForm', 'field', 'delimiter', 'mappingIndicator'];

/**
 * printedVariable, templateBlock and templateInline as nodes the server renders per session
 * (render.ts); never sent to a browser as they are.
 */
export function templateElementNode(el: XmlElement, refs: TemplateReference[], convertChildren: (nodes: XmlNode[]) => BodyNode[]): BodyNode {
  if (el.name === 'printedVariable') {
    const attrs = Object.fromEntries(PRINTED_ATTRS.filter((a) => el.attrs[a] !== undefined).map((a) => [a, el.attrs[a]]));
    refs.push({ element: el.name, identifier: el.attrs.identifier ?? '', outcomeAllowed: true, line: el.line });
    return { tag: el.name, attrs, children: [] };
  }
  const { templateIdentifier = '', identifier = '' } = el.attrs;
  refs.push({ element: el.name, identifier: templateIdentifier, outcomeAllowed: false, line: el.line });
  const attrs = { templateIdentifier, identifier, showHide: el.attrs.showHide === 'hide' ? 'hide' : 'show' };
  return { tag: el.name, attrs, children: convertChildren(el.children) };
}

/** A choice's templateIdentifier and showHide, kept for the server's rendering of an instance. */
export function templateAttrs(el: XmlElement, refs: TemplateReference[]): { templateIdentifier: string; showHide: 'show' | 'hide' } | Record<string, never> {
  if (!el.attrs.templateIdentifier) return {};
  refs.push({ element: el.name, identifier: el.attrs.templateIdentifier, outcomeAllowed: false, line: el.line });
  return { templateIdentifier: el.attrs.templateIdentifier, showHide: el.attrs.showHide === 'hide' ? 'hide' : 'show' };
}
