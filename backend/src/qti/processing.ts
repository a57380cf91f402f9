import type { Expression, ResponseProcessing, ResponseRule, StandardTemplate } from './types';
import type { IssueSink } from './issues';
import { xsdRegex } from './scoring/xsd-regex';
import { childElements, textOf, type XmlElement } from './xml/parse-xml';

/** Expressions of response and template processing (QTI 2.1, 2.2, 3.0); the random ones draw from a seeded stream. */
export const SUPPORTED_OPERATORS = new Set([
  'match',
  'member',
  'isNull',
  'and',
  'or',
  'not',
  'sum',
  'gt',
  'gte',
  'lt',
  'lte',
  'equal',
  'mapResponse',
  'mapResponsePoint',
  'correct',
  'variable',
  'baseValue',
  'multiple',
  'ordered',
  'null',
  'default',
  'substring',
  'stringMatch',
  'patternMatch',
  'contains',
  'containerSize',
  'delete',
  'index',
  'fieldValue',
  'repeat',
  'anyN',
  'inside',
  'durationLT',
  'durationGTE',
  'round',
  'roundTo',
  'equalRounded',
  'truncate',
  'divide',
  'integerDivide',
  'integerModulus',
  'integerToFloat',
  'power',
  'product',
  'subtract',
  'min',
  'max',
  'gcd',
  'lcm',
  'mathOperator',
  'mathConstant',
  'statsOperator',
  'random',
  'randomInteger',
  'randomFloat',
]);

/** Item-only operators: they read response declarations, which a test does not have. */
const RESPONSE_OPERATORS = new Set(['mapResponse', 'mapResponsePoint', 'correct']);
/** Random draws need a seeded stream: an item session has one (its template seed), a test's rules do not yet. */
const RANDOM_OPERATORS = new Set(['random', 'randomInteger', 'randomFloat']);

/** Expressions over the items of a test session: only a test's outcome processing, preConditions and branch rules have them. */
export const TEST_LEVEL_OPERATORS = new Set([
  'testVariables',
  'outcomeMaximum',
  'outcomeMinimum',
  'numberCorrect',
  'numberIncorrect',
  'numberPresented',
  'numberResponded',
  'numberSelected',
]);

/** QTI 3.0 names whose kebab-case does not camel-case back to the 2.x name. */
const RENAMED: Record<string, string> = { durationLt: 'durationLT', durationGte: 'durationGTE' };

/** What a reader accepts and the issue code it reports for anything else. */
export interface RuleCheck {
  operators: ReadonlySet<string>;
  /** rule elements accepted; undefined: every rule kind the reader knows */
  rules?: ReadonlySet<string>;
  code: string;
  /** prefix of the other codes this reader reports: item.customOperator, test.badPattern, ... */
  scope: 'item' | 'test';
}

export const ITEM_RULES: RuleCheck = {
  operators: SUPPORTED_OPERATORS,
  code: 'item.unsupportedOperator',
  scope: 'item',
};

/**
 * Outcome processing, preConditions and branch rules of a test: the same engine evaluates them, so
 * they are held to the same list, without the operators that need an item's responses.
 */
export const TEST_RULES: RuleCheck = {
  operators: new Set([...SUPPORTED_OPERATORS, ...TEST_LEVEL_OPERATORS].filter((name) => !RESPONSE_OPERATORS.has(name) && !RANDOM_OPERATORS.has(name))),
  rules: new Set(['setOutcomeValue', 'lookupOutcomeValue', 'outcomeCondition', 'exitTest', 'outcomeProcessingFragment']),
  code: 'test.unsupportedOperator',
  scope: 'test',
};

const TEMPLATES: StandardTemplate[] = ['match_correct', 'map_response', 'map_response_point', 'CC2_match', 'CC2_match_basic', 'CC2_map_response'];

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
    const name = RENAMED[el.name] ?? el.name;
    // customOperator is implementation-specific by definition: no other engine's class can run here
    if (name === 'customOperator') {
      this.sink.error(this.file, `${this.check.scope}.customOperator`, { class: el.attrs.class ?? el.attrs.definition ?? '' }, el.line);
    } else if (!this.check.operators.has(name)) this.unsupported(el);
    const expr: Expression = { name, attrs: { ...el.attrs }, children: childElements(el).map((c) => this.expression(c)) };
    if (name === 'baseValue') expr.text = textOf(el).trim();
    if (name === 'patternMatch') this.checkPattern(el);
    if (name === 'variable') this.checkDuration(el);
    return expr;
  }

  /** The portal records when answers are saved, not how long an item was open, so reading duration is refused, not faked. */
  private checkDuration(el: XmlElement): void {
    const id = el.attrs.identifier ?? '';
    const readsDuration = this.check.scope === 'item' ? id === 'duration' : id === 'duration' || id.endsWith('.duration');
    if (readsDuration) this.sink.error(this.file, `${this.check.scope}.readsDuration`, { identifier: id }, el.line);
  }

  /** A fixed pattern is compiled now, so one the scorer cannot read is refused at import, not at scoring. */
  private checkPattern(el: XmlElement): void {
    const pattern = el.attrs.pattern ?? '';
    if (/^\{.+\}$/.test(pattern.trim())) return;
    try {
      xsdRegex(pattern);
    } catch (err) {
      this.sink.error(this.file, `${this.check.scope}.badPattern`, { pattern, reason: (err as Error).message }, el.line);
    }
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
      // a fragment groups rules; running them in its place is its whole meaning (an exit inside still ends all)
      case 'responseProcessingFragment':
      case 'outcomeProcessingFragment':
        return { kind: 'responseCondition', branches: [{ rules: this.rules(el) }] };
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
