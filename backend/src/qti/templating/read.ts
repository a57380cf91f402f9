import type { BaseType, Cardinality, TemplateDeclaration, TemplateModel, TemplateRule } from '../types';
import type { IssueSink } from '../issues';
import { ITEM_RULES, RuleReader } from '../processing';
import { childElements, firstChild, textOf, type XmlElement } from '../xml/parse-xml';

const SET_RULES = new Set(['setTemplateValue', 'setDefaultValue', 'setCorrectResponse']);

function readDeclaration(el: XmlElement): TemplateDeclaration {
  const decl: TemplateDeclaration = { identifier: el.attrs.identifier ?? '', cardinality: (el.attrs.cardinality ?? 'single') as Cardinality };
  if (el.attrs.baseType) decl.baseType = el.attrs.baseType as BaseType;
  const def = firstChild(el, 'defaultValue');
  if (def) decl.defaultValue = childElements(def, 'value').map((v) => textOf(v).trim());
  if (el.attrs.paramVariable === 'true') decl.paramVariable = true;
  if (el.attrs.mathVariable === 'true') decl.mathVariable = true;
  return decl;
}

/** Template declarations and processing of an item; undefined when it has neither. */
export function readTemplates(root: XmlElement, file: string, sink: IssueSink): TemplateModel | undefined {
  const declarations = childElements(root, 'templateDeclaration').map(readDeclaration);
  const processingEl = firstChild(root, 'templateProcessing');
  if (declarations.length === 0 && !processingEl) return undefined;
  const reader = new RuleReader(file, sink, ITEM_RULES);
  const only = (el: XmlElement) => {
    const [first] = childElements(el);
    return first ? reader.expression(first) : { name: 'null', attrs: {}, children: [] };
  };
  const rule = (el: XmlElement): TemplateRule | undefined => {
    if (SET_RULES.has(el.name)) {
      return { kind: el.name as 'setTemplateValue', identifier: el.attrs.identifier ?? '', expression: only(el) };
    }
    switch (el.name) {
      case 'templateConstraint':
        return { kind: 'templateConstraint', expression: only(el) };
      case 'exitTemplate':
        return { kind: 'exitTemplate' };
      case 'templateCondition':
        return {
          kind: 'templateCondition',
          branches: childElements(el).map((branch) => {
            if (branch.name === 'templateElse') return { rules: rules(childElements(branch)) };
            const [cond, ...body] = childElements(branch);
            return { condition: cond ? reader.expression(cond) : undefined, rules: rules(body) };
          }),
        };
    }
    sink.error(file, 'item.unsupportedElement', { name: el.name }, el.line);
    return undefined;
  };
  const rules = (els: XmlElement[]): TemplateRule[] => els.map(rule).filter((r): r is TemplateRule => !!r);
  return { declarations, processing: processingEl ? rules(childElements(processingEl)) : [] };
}

/** Every identifier a template rule sets, with the rule's kind, for the import's checks. */
export function templateTargets(rules: TemplateRule[]): { kind: TemplateRule['kind']; identifier: string }[] {
  return rules.flatMap((r) => {
    if (r.kind === 'templateCondition') return r.branches.flatMap((b) => templateTargets(b.rules));
    return 'identifier' in r ? [{ kind: r.kind, identifier: r.identifier }] : [];
  });
}
