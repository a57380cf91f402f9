import { childElements, findAll, firstChild, textOf, type XmlElement, type XmlNode } from '../xml/parse-xml';
import type { MaterialContext } from './material';
import type { Presented } from './responses';
import { baseValue, el, variable } from './tree';

export interface Templates {
  declarations: XmlElement[];
  processing: XmlElement[];
  /** the rules that score the typed answer against the drawn set's answer */
  rules: (score: string, max: string) => XmlElement[];
  body: (nodes: XmlNode[]) => XmlNode[];
}

const NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/**
 * Canvas formula questions: each attempt draws one of the exported variable sets, shows its values
 * where the text writes `[name]`, and accepts the set's answer within the tolerance.
 */
export function calculatedTemplates(item: XmlElement, shown: Presented, ctx: MaterialContext): Templates | undefined {
  const calculated = findAll(item, (e) => e.name === 'calculated')[0];
  const sets = calculated ? findAll(calculated, (e) => e.name === 'var_set') : [];
  const response = [...shown.responses.values()].find((r) => r.baseType === 'float' || r.baseType === 'string');
  if (!calculated || !sets.length || !response) {
    ctx.sink.error(ctx.file, 'qti12.calculatedWithoutSets', {}, (calculated ?? item).line);
    return undefined;
  }
  response.baseType = 'float';
  const line = calculated.line;
  const names = [...new Set(sets.flatMap((s) => childElements(s, 'var').map((v) => v.attrs.name ?? '')))].filter((n) => NAME.test(n));
  const ids = new Map(names.map((n) => [n, `VAR_${n}`]));
  const declare = (identifier: string, baseType: string) =>
    el('templateDeclaration', { identifier, cardinality: 'single', baseType, mathVariable: 'true' }, [], line);
  const branches = sets.map((set, i) => {
    const values = childElements(set, 'var').filter((v) => ids.has(v.attrs.name ?? ''));
    const answer = textOf(firstChild(set, 'answer') ?? set).trim();
    const assignments = [
      ...values.map((v) => el('setTemplateValue', { identifier: ids.get(v.attrs.name!)! }, [baseValue('float', textOf(v).trim(), v.line)], v.line)),
      el('setTemplateValue', { identifier: 'ANSWER' }, [baseValue('float', answer, set.line)], set.line),
    ];
    return el(
      i === 0 ? 'templateIf' : 'templateElseIf',
      {},
      [el('match', {}, [variable('SET', set.line), baseValue('integer', String(i), set.line)], set.line), ...assignments],
      set.line,
    );
  });
  const tolerance = textOf(firstChild(calculated, 'answer_tolerance') ?? calculated).trim() || '0';
  const relative = tolerance.endsWith('%');
  const amount = Number(relative ? tolerance.slice(0, -1) : tolerance);
  const equal = el(
    'equal',
    { toleranceMode: amount > 0 ? (relative ? 'relative' : 'absolute') : 'exact', tolerance: amount > 0 ? `${amount} ${amount}` : undefined },
    [variable(response.id, line), variable('ANSWER', line)],
    line,
  );
  return {
    declarations: [declare('SET', 'integer'), ...names.map((n) => declare(ids.get(n)!, 'float')), declare('ANSWER', 'float')],
    processing: [
      el('setTemplateValue', { identifier: 'SET' }, [el('randomInteger', { min: '0', max: String(sets.length - 1) }, [], line)], line),
      el('templateCondition', {}, branches, line),
      // the drawn set's answer is the right one, for the review and the import's dry run
      el('setCorrectResponse', { identifier: response.id }, [variable('ANSWER', line)], line),
    ],
    rules: (score, max) => [
      el(
        'responseCondition',
        {},
        [el('responseIf', {}, [equal, el('setOutcomeValue', { identifier: score }, [baseValue('float', max, line)], line)], line)],
        line,
      ),
    ],
    body: (nodes) => printValues(nodes, ids, line),
  };
}

/** Each `[name]` of the text becomes the drawn value of that variable. */
function printValues(nodes: XmlNode[], ids: Map<string, string>, line: number): XmlNode[] {
  const mark = /\[([\p{L}_][\p{L}\p{N}_]*)\]/gu;
  return nodes.flatMap((n): XmlNode[] => {
    if (typeof n !== 'string') return [{ ...n, children: printValues(n.children, ids, line) }];
    const out: XmlNode[] = [];
    let last = 0;
    for (const m of n.matchAll(mark)) {
      const id = ids.get(m[1]);
      if (!id) continue;
      if (m.index > last) out.push(n.slice(last, m.index));
      out.push(el('printedVariable', { identifier: id }, [], line));
      last = m.index + m[0].length;
    }
    if (last < n.length) out.push(n.slice(last));
    return out;
  });
}
