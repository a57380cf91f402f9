import type { BodyNode, Choice, InteractionNode, QtiValue } from '../types';
import { printValue, type PrintOptions } from './printed';

/** What rendering a body needs of an instance: variable values and which are math or param variables. */
export interface RenderValues {
  /** template variables, then outcomes (a printedVariable may print either) */
  lookup(identifier: string): QtiValue | undefined;
  mathVariables: ReadonlySet<string>;
  paramVariables: ReadonlySet<string>;
  /** keep a printedVariable whose value is not known yet (an outcome in feedback, printed after scoring) */
  keepUnknown?: boolean;
}

type Element = Exclude<BodyNode, string | InteractionNode>;

const isInteraction = (n: BodyNode): n is InteractionNode => typeof n === 'object' && 'interaction' in n;

/**
 * templateElement visibility: shown when the variable's value is (or, for a container, holds) the
 * element's identifier and showHide is show, or when it is not and showHide is hide.
 */
export function isShown(values: RenderValues, templateIdentifier: string, identifier: string, showHide: string): boolean {
  const v = values.lookup(templateIdentifier) ?? null;
  const matches =
    v !== null && (v.cardinality === 'single' ? String(v.value) === identifier : v.cardinality !== 'record' && v.value.some((s) => String(s) === identifier));
  return matches === (showHide !== 'hide');
}

/** An integerOrVariableRef attribute of printedVariable: a number or {VAR}. */
function intAttr(values: RenderValues, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  if (/^[+-]?\d+$/.test(text)) return Number(text);
  const v = values.lookup(text.replace(/^\{(.*)\}$/, '$1'));
  return v && v.cardinality === 'single' && typeof v.value === 'number' ? Math.trunc(v.value) : undefined;
}

function printed(el: Element, values: RenderValues): BodyNode {
  const a = el.attrs;
  const options: PrintOptions = {
    ...(a.format ? { format: a.format } : {}),
    ...(intAttr(values, a.base) !== undefined ? { base: intAttr(values, a.base) } : {}),
    ...(intAttr(values, a.index) !== undefined ? { index: intAttr(values, a.index) } : {}),
    ...(a.powerForm === 'true' ? { powerForm: true } : {}),
    ...(a.field !== undefined ? { field: a.field } : {}),
    ...(a.delimiter !== undefined ? { delimiter: a.delimiter } : {}),
    ...(a.mappingIndicator !== undefined ? { mappingIndicator: a.mappingIndicator } : {}),
  };
  return { tag: 'span', attrs: { class: 'qti-printed-variable' }, children: printValue(values.lookup(a.identifier ?? '') ?? null, options) };
}

function scalarText(v: QtiValue | undefined): string | undefined {
  return v && v.cardinality === 'single' ? String(v.value) : undefined;
}

function renderElement(el: Element, values: RenderValues): BodyNode[] {
  switch (el.tag) {
    case 'printedVariable':
      return values.keepUnknown && values.lookup(el.attrs.identifier ?? '') === undefined ? [el] : [printed(el, values)];
    case 'templateBlock':
    case 'templateInline': {
      const { templateIdentifier = '', identifier = '', showHide = 'show' } = el.attrs;
      if (!isShown(values, templateIdentifier, identifier, showHide)) return [];
      const tag = el.tag === 'templateBlock' ? 'div' : 'span';
      return [
        { tag, attrs: { class: `qti-${el.tag === 'templateBlock' ? 'template-block' : 'template-inline'}` }, children: renderNodes(el.children, values) },
      ];
    }
    case 'mi':
    case 'ci': {
      // a math variable's name in MathML stands for its value: the identifier becomes a number
      const name = el.children.length === 1 && typeof el.children[0] === 'string' ? el.children[0].trim() : undefined;
      const text = name !== undefined && values.mathVariables.has(name) ? scalarText(values.lookup(name)) : undefined;
      if (text !== undefined) return [{ tag: el.tag === 'mi' ? 'mn' : 'cn', attrs: {}, children: [text] }];
      break;
    }
    case 'gap':
    case 'hottext': {
      // a gap or hot text is a choice: hidden as its template variable says, its template attributes never sent
      const { templateIdentifier, showHide, ...attrs } = el.attrs;
      if (templateIdentifier === undefined) break;
      return isShown(values, templateIdentifier, el.attrs.identifier ?? '', showHide ?? 'show')
        ? [{ ...el, attrs, children: renderNodes(el.children, values) }]
        : [];
    }
    case 'param': {
      const name = el.attrs.value;
      const text = name !== undefined && values.paramVariables.has(name) ? scalarText(values.lookup(name)) : undefined;
      if (text !== undefined) return [{ ...el, attrs: { ...el.attrs, value: text } }];
      break;
    }
  }
  return [{ ...el, children: renderNodes(el.children, values) }];
}

function renderChoices(choices: Choice[] | undefined, values: RenderValues): Choice[] | undefined {
  if (!choices) return undefined;
  return choices
    .filter((c) => !c.template || isShown(values, c.template.identifier, c.identifier, c.template.showHide))
    .map(({ template: _hidden, ...c }) => ({ ...c, content: renderNodes(c.content, values) }));
}

function renderInteraction(node: InteractionNode, values: RenderValues): InteractionNode {
  const out: InteractionNode = { ...node };
  if (node.prompt) out.prompt = renderNodes(node.prompt, values);
  if (node.content) out.content = renderNodes(node.content, values);
  if (node.choices) out.choices = renderChoices(node.choices, values);
  if (node.targets) out.targets = renderChoices(node.targets, values);
  return out;
}

/** Nothing of the template machinery is left for a browser to read. */
export function renderNodes(nodes: BodyNode[], values: RenderValues): BodyNode[] {
  return nodes.flatMap((n): BodyNode[] => {
    if (typeof n === 'string') return [n];
    if (isInteraction(n)) return [renderInteraction(n, values)];
    return renderElement(n, values);
  });
}
