import type { IssueSink } from '../issues';
import { childElements, textOf, type XmlElement, type XmlNode } from '../xml/parse-xml';
import { areaOf, type Area } from './areas';
import { baseValue, el, variable } from './tree';

/** A QTI 1.2 response as its QTI 2 declaration, with what its conditions' values name. */
export interface ResponseInfo {
  id: string;
  baseType: 'identifier' | 'string' | 'integer' | 'float' | 'point' | 'file';
  cardinality: 'single' | 'multiple' | 'ordered';
  /** label ident → choice identifier */
  choices: Map<string, string>;
  /** label ident → an accepted answer's text: a typed blank whose answers the export lists as labels */
  texts?: Map<string, string>;
  /** label ident → the picture's area it names: a point response's labels */
  areas?: Map<string, Area>;
  line: number;
}

export interface OutcomeInfo {
  id: string;
  baseType: string;
  /** the decvar's maxvalue and minvalue as written */
  max?: string;
  min?: string;
}

const COMPARISONS: Record<string, string> = { varlt: 'lt', varlte: 'lte', vargt: 'gt', vargte: 'gte' };
const ARITHMETIC: Record<string, string> = { Add: 'sum', Subtract: 'subtract', Multiply: 'product', Divide: 'divide' };
const TRUE = (line: number) => baseValue('boolean', 'true', line);
const FALSE = (line: number) => baseValue('boolean', 'false', line);

const inside = (area: Area, response: string, line: number) =>
  el('inside', { shape: area.shape, coords: area.coords.join(',') }, [variable(response, line)], line);

/** The responses a QTI 1.2 item compares numerically: a typed answer read as a number. */
export function numericResponses(resprocessing: XmlElement[]): Set<string> {
  const found = new Set<string>();
  const walk = (e: XmlElement): void => {
    if (COMPARISONS[e.name] && e.attrs.respident) found.add(e.attrs.respident);
    childElements(e).forEach(walk);
  };
  resprocessing.forEach(walk);
  return found;
}

/** QTI 1.2 response processing as QTI 2 rules: respconditions in order, `continue="No"` ending the run. */
export class ConditionConverter {
  constructor(
    private readonly file: string,
    private readonly sink: IssueSink,
    private readonly responses: Map<string, ResponseInfo>,
    private readonly outcomes: Map<string, OutcomeInfo>,
    /** the FEEDBACK outcome's identifier and each itemfeedback's, made when first asked */
    private readonly feedback: { outcome: () => string; of: (ident: string) => string },
    /** QTI 1.2 reads an absent `continue` as No; Canvas writes none where each blank adds its share, and means Yes */
    private readonly absentContinue: 'Yes' | 'No' = 'No',
  ) {}

  rules(conditions: XmlElement[]): XmlElement[] {
    // read in order (so issues come in order), then nested from the last: a condition that stops the run holds the rest as its else
    const read = conditions.map((c) => ({ c, branch: [el('responseIf', {}, [this.condition(c), ...this.actions(c)], c.line)] as XmlNode[] }));
    let rest: XmlElement[] = [];
    for (const { c, branch } of read.reverse()) {
      if ((c.attrs.continue ?? this.absentContinue).toLowerCase() === 'yes') rest = [el('responseCondition', {}, branch, c.line), ...rest];
      else {
        if (rest.length) branch.push(el('responseElse', {}, rest, c.line));
        rest = [el('responseCondition', {}, branch, c.line)];
      }
    }
    return rest;
  }

  private condition(respcondition: XmlElement): XmlElement {
    const conditionvar = childElements(respcondition, 'conditionvar')[0];
    if (!conditionvar) return TRUE(respcondition.line);
    return this.all(childElements(conditionvar), conditionvar.line);
  }

  /**
   * Several tests side by side must all hold, except equalities on one single response: no answer
   * equals two values, so LMSs list accepted answers that way, and the one reading is "any of".
   */
  private all(tests: XmlElement[], line: number): XmlElement {
    const order = this.sequence(tests);
    if (order) return order;
    const anyOf = new Map<string, XmlElement[]>();
    const parts: XmlElement[] = [];
    for (const t of tests) {
      const info = t.name === 'varequal' ? this.response(t) : undefined;
      if (info && info.cardinality === 'single') {
        const group = anyOf.get(info.id);
        if (group) group.push(this.expression(t));
        else {
          const made = [this.expression(t)];
          anyOf.set(info.id, made);
          parts.push(el('or', {}, made, t.line));
        }
      } else parts.push(this.expression(t));
    }
    const flat = parts.map((p) => (p.name === 'or' && p.children.length === 1 ? (p.children[0] as XmlElement) : p));
    if (flat.length === 0) return TRUE(line);
    return flat.length === 1 ? flat[0] : el('and', {}, flat, line);
  }

  private response(test: XmlElement): ResponseInfo | undefined {
    const ident = test.attrs.respident;
    if (ident === undefined && this.responses.size === 1) return [...this.responses.values()][0];
    return ident === undefined ? undefined : this.responses.get(ident);
  }

  private expression(t: XmlElement): XmlElement {
    const line = t.line;
    switch (t.name) {
      case 'and':
        return (
          this.sequence(childElements(t)) ??
          el(
            'and',
            {},
            childElements(t).map((c) => this.expression(c)),
            line,
          )
        );
      case 'or':
        return el(
          'or',
          {},
          childElements(t).map((c) => this.expression(c)),
          line,
        );
      case 'not':
        return el('not', {}, [this.all(childElements(t), line)], line);
      case 'other':
        return TRUE(line);
      case 'unanswered': {
        const info = this.known(t);
        return info ? el('isNull', {}, [variable(info.id, line)], line) : FALSE(line);
      }
      case 'varequal':
        return this.equal(t);
      case 'varsubstring': {
        const info = this.known(t);
        if (!info) return FALSE(line);
        return el(
          'stringMatch',
          { caseSensitive: String(t.attrs.case?.toLowerCase() === 'yes'), substring: 'true' },
          [variable(info.id, line), baseValue('string', textOf(t), line)],
          line,
        );
      }
      case 'varsubset': {
        const info = this.known(t);
        if (!info) return FALSE(line);
        const values = textOf(t)
          .split(',')
          .map((v) => info.choices.get(v.trim()))
          .filter((v): v is string => !!v);
        return el(
          'contains',
          {},
          [
            variable(info.id, line),
            el(
              'multiple',
              {},
              values.map((v) => baseValue('identifier', v, line)),
              line,
            ),
          ],
          line,
        );
      }
      case 'varinside': {
        const info = this.known(t);
        if (!info || info.baseType !== 'point') return this.unsupported(t);
        const area = areaOf(t.attrs.areatype, textOf(t));
        if (!area) {
          this.sink.error(this.file, 'qti12.badArea', { label: '', rarea: t.attrs.areatype ?? 'Ellipse', coords: textOf(t).trim().slice(0, 80) }, line);
          return FALSE(line);
        }
        return inside(area, info.id, line);
      }
      default:
        if (COMPARISONS[t.name]) {
          const info = this.known(t);
          const value = Number(textOf(t).trim());
          if (!info || !Number.isFinite(value)) return this.unsupported(t);
          return el(COMPARISONS[t.name], {}, [variable(info.id, line), baseValue('float', String(value), line)], line);
        }
        return this.unsupported(t);
    }
  }

  /** Equalities on one ordered response, side by side, name its choices in order: the order is the answer. */
  private sequence(tests: XmlElement[]): XmlElement | undefined {
    const infos = tests.map((c) => (c.name === 'varequal' ? this.response(c) : undefined));
    const info = infos[0];
    if (!info || info.cardinality !== 'ordered' || tests.length < 2 || infos.some((i) => i !== info)) return undefined;
    const ids = tests.map((c) => info.choices.get(textOf(c).trim()));
    if (ids.some((id) => !id)) return undefined;
    const line = tests[0].line;
    return el(
      'match',
      {},
      [
        variable(info.id, line),
        el(
          'ordered',
          {},
          ids.map((id) => baseValue('identifier', id!, line)),
          line,
        ),
      ],
      line,
    );
  }

  private equal(t: XmlElement): XmlElement {
    const line = t.line;
    const info = this.known(t);
    if (!info) return FALSE(line);
    const value = textOf(t).trim();
    if (info.texts) {
      const text = info.texts.get(value) ?? value;
      return el('stringMatch', { caseSensitive: 'false' }, [variable(info.id, line), baseValue('string', text, line)], line);
    }
    switch (info.baseType) {
      case 'identifier': {
        const choice = info.choices.get(value);
        if (!choice) {
          this.sink.warn(this.file, 'qti12.unknownChoice', { value, response: t.attrs.respident ?? '' }, line);
          return FALSE(line);
        }
        const given = baseValue('identifier', choice, line);
        return info.cardinality === 'single'
          ? el('match', {}, [variable(info.id, line), given], line)
          : el('member', {}, [given, variable(info.id, line)], line);
      }
      case 'integer':
      case 'float': {
        const number = Number(value);
        if (value === '' || !Number.isFinite(number)) return FALSE(line);
        return el('equal', { toleranceMode: 'exact' }, [variable(info.id, line), baseValue('float', String(number), line)], line);
      }
      case 'point': {
        // a point equals a label of the picture when it falls in that label's area
        const area = info.areas?.get(value);
        if (area) return inside(area, info.id, line);
        const xy = value.split(/\s*,\s*|\s+/);
        if (xy.length !== 2 || !xy.every((n) => /^[+-]?\d+$/.test(n))) return this.unsupported(t);
        return el('match', {}, [variable(info.id, line), baseValue('point', xy.join(' '), line)], line);
      }
      case 'string':
        return el(
          'stringMatch',
          { caseSensitive: String(t.attrs.case?.toLowerCase() === 'yes') },
          [variable(info.id, line), baseValue('string', value, line)],
          line,
        );
      default:
        return this.unsupported(t);
    }
  }

  private known(t: XmlElement): ResponseInfo | undefined {
    const info = this.response(t);
    if (!info) this.sink.error(this.file, 'qti12.unknownResponse', { response: t.attrs.respident ?? '', element: t.name }, t.line);
    return info;
  }

  /** A test the portal cannot evaluate as its author meant: the item is refused, naming it. */
  private unsupported(t: XmlElement): XmlElement {
    this.sink.error(this.file, 'qti12.unsupportedCondition', { element: t.name }, t.line);
    return FALSE(t.line);
  }

  /** Blackboard sets a score to `SCORE.max` or `SCORE.min`: the bound its decvar declares. */
  private boundOf(name: string, value: string): string {
    const bound = /^(.+)\.(max|min)$/.exec(value);
    if (!bound || bound[1] !== name) return value;
    return this.outcomes.get(name)?.[bound[2] === 'max' ? 'max' : 'min'] ?? value;
  }

  private actions(respcondition: XmlElement): XmlElement[] {
    const out: XmlElement[] = [];
    for (const a of childElements(respcondition)) {
      if (a.name === 'setvar') {
        const action = a.attrs.action ?? 'Set';
        // Blackboard writes the variable's name as variablename
        const name = a.attrs.varname ?? a.attrs.variablename ?? 'SCORE';
        const outcome = this.outcomes.get(name);
        if (!outcome) {
          this.sink.error(this.file, 'qti12.unknownOutcome', { outcome: name }, a.line);
          continue;
        }
        const raw = this.boundOf(name, textOf(a).trim());
        const numeric = outcome.baseType === 'float' || outcome.baseType === 'integer';
        if (numeric && (raw === '' || !Number.isFinite(Number(raw)))) {
          this.sink.error(this.file, 'qti12.badValue', { value: raw, outcome: outcome.id }, a.line);
          continue;
        }
        const value = baseValue(outcome.baseType, numeric ? String(Number(raw)) : raw, a.line);
        const op = ARITHMETIC[action];
        const expression = action === 'Set' || !op ? value : el(op, {}, [variable(outcome.id, a.line), value], a.line);
        if (action !== 'Set' && !op) this.sink.warn(this.file, 'qti12.unknownAction', { action }, a.line);
        out.push(el('setOutcomeValue', { identifier: outcome.id }, [expression], a.line));
      } else if (a.name === 'displayfeedback' && a.attrs.linkrefid) {
        const outcome = this.feedback.outcome();
        const shown = el('multiple', {}, [variable(outcome, a.line), baseValue('identifier', this.feedback.of(a.attrs.linkrefid), a.line)], a.line);
        out.push(el('setOutcomeValue', { identifier: outcome }, [shown], a.line));
      }
    }
    return out;
  }
}
