import type { Expression, ResponseProcessing, ResponseRule, StandardTemplate } from './types';
import type { IssueSink } from './issues';
import { childElements, textOf, type XmlElement } from './xml/parse-xml';

export const SUPPORTED_OPERATORS = new Set([
  'match', 'member', 'isNull', 'and', 'or', 'not', 'sum', 'gt', 'gte', 'lt', 'lte', 'equal', 'mapResponse',
  'mapResponsePoint', 'correct', 'variable', 'baseValue', 'multiple', 'ordered', 'null',
  'inside',
]);

/** Item-only operators: they read response declarations, which a test does not have. */
const RESPONSE_OPERATORS = new Set(['mapResponse', 'mapResponsePoint', 'correct']);

/** What a reader accepts and the issue code it reports for anything else. */
export interface RuleCheck {
  operators: ReadonlySet<string>;
  /** rule elements accepted; undefined: every rule kind the reader knows */
  rules?: ReadonlySet<string>;
  code: string;
}

export const ITEM_RULES: RuleCheck = { operators: SUPPORTED_OPERATORS, code: 'item.unsupportedOperator' };

/**
 * Outcome processing, preConditions and branch rules of a test: the same engine evaluates them, so
 * they are held to the same list, without the operators that need an item's responses.
 */
export const TEST_RULES: RuleCheck = {
  operators: new Set([...SUPPORTED_OPERATORS].filter((name) => !RESPONSE_OPERATORS.has(name))),
  rules: new Set(['setOutcomeValue', 'lookupOutcomeValue', 'outcomeCondition', 'exitTest']),
  code: 'test.unsupportedOperator',
};

const TEMPLATES: StandardTemplate[] = ['match_correct', 'map_response', 'map_response_point'];

/**
 * Standard templates by URI or file name, for the 2.1, 2.2 and 3.0 locations alike
 * (…/qti_v2p1/rptemplates/match_correct, …/v3p0/rptemplates/match_correct.xml, match_correct.xml).
 */
export function templateOf(uri: string): StandardTemplate | undefined {
  const last = uri.trim().split(/[/\\]/).pop() ?? '';
  const name = last.replace(/\.xml$/i, '');
  return TEMPLATES.find((t) => t === name);
}

export class RuleReader {
  constructor(
    private readonly file: string,
    private readonly sink: IssueSink,
    private readonly check: RuleCheck,
  ) {}

  private unsupported(el: XmlElement): void {
    this.sink.error(this.file, this.check.code, { name: el.name }, el.line);
  }

  expression(el: XmlElement): Expression {
    if (!this.check.operators.has(el.name)) this.unsupported(el);
    const expr: Expression = { name: el.name, attrs: { ...el.attrs }, children: childElements(el).map((c) => this.expression(c)) };
    if (el.name === 'baseValue') expr.text = textOf(el).trim();
    return expr;
  }

  private onlyExpression(el: XmlElement): Expression {
    const [first] = childElements(el);
    return first ? this.expression(first) : { name: 'null', attrs: {}, children: [] };
  }

  rules(parent: XmlElement): ResponseRule[] {
    const out: ResponseRule[] = [];
    for (const el of childElements(parent)) {
      const rule = this.rule(el);
      if (rule) out.push(rule);
    }
    return out;
  }

  private rule(el: XmlElement): ResponseRule | undefined {
    if (this.check.rules && !this.check.rules.has(el.name)) {
      this.unsupported(el);
      return undefined;
    }
    switch (el.name) {
      case 'setOutcomeValue':
        return { kind: 'setOutcomeValue', identifier: el.attrs.identifier ?? '', expression: this.onlyExpression(el) };
      case 'lookupOutcomeValue':
        return { kind: 'lookupOutcomeValue', identifier: el.attrs.identifier ?? '', expression: this.onlyExpression(el) };
      case 'exitResponse':
      case 'exitTest':
        return { kind: 'exitResponse' };
      case 'responseCondition':
      case 'outcomeCondition': {
        const branches = childElements(el).map((branch) => {
          const isElse = /Else$/.test(branch.name);
          const [cond, ...body] = childElements(branch);
          if (isElse) return { rules: this.rules(branch) };
          return {
            condition: cond ? this.expression(cond) : undefined,
            rules: body.map((b) => this.rule(b)).filter((r): r is ResponseRule => !!r),
          };
        });
        return { kind: 'responseCondition', branches };
      }
      default:
        this.unsupported(el);
        return undefined;
    }
  }

  responseProcessing(el: XmlElement | undefined): ResponseProcessing {
    if (!el) return { rules: [] };
    const uri = el.attrs.template ?? el.attrs.templateLocation;
    if (uri) {
      const template = templateOf(uri);
      if (template) return { template, rules: [] };
      if (childElements(el).length === 0) {
        this.sink.error(this.file, 'item.unsupportedTemplate', { template: uri }, el.line);
        return { rules: [] };
      }
    }
    return { rules: this.rules(el) };
  }
}
