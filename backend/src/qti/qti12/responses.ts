import { childElements, findAll, firstChild, type XmlElement, type XmlNode } from '../xml/parse-xml';
import type { ResponseInfo } from './conditions';
import { materialNodes, materialText, type MaterialContext } from './material';
import type { QuestionKind } from './metadata';
import { hotspotInteraction } from './hotspot';
import { el, type Identifiers } from './tree';

/** What the presentation walk makes: the body, and each response's interaction, declaration and values. */
export interface Presented {
  body: XmlNode[];
  responses: Map<string, ResponseInfo>;
}

interface Walk {
  ctx: MaterialContext;
  kind?: QuestionKind;
  /** responses whose conditions compare numbers: typed answers read as numbers */
  numeric: Set<string>;
  declarations: Identifiers;
  choices: Identifiers;
  responses: Map<string, ResponseInfo>;
  /** Blackboard matching: the answers' texts, listed once in the order of each row's labels */
  answers: string[];
}

/** Blackboard lists a matching question's answers once, in a flow of this class. */
const ANSWER_LIST = 'RIGHT_MATCH_BLOCK';

const CARDINALITY: Record<string, ResponseInfo['cardinality']> = { Single: 'single', Multiple: 'multiple', Ordered: 'ordered' };
const FIB_TYPES: Record<string, ResponseInfo['baseType']> = { String: 'string', Integer: 'integer', Decimal: 'float', Scientific: 'float' };
/** The kinds whose responses are blanks in the question's text, each written `[name]` where it goes. */
const IN_TEXT: QuestionKind[] = ['fillInBlanks', 'dropdowns'];

export function presentation(pres: XmlElement, walk: Omit<Walk, 'responses' | 'answers'>): Presented {
  const list = walk.kind === 'matching' ? findAll(pres, (e) => e.name === 'flow' && e.attrs.class === ANSWER_LIST)[0] : undefined;
  const answers = list ? childElements(list).map((f) => materialText(findAll(f, (e) => e.name === 'material')[0])) : [];
  const w: Walk = { ...walk, responses: new Map(), answers };
  const blanks: { name: string; node: XmlElement }[] = [];
  const rows: XmlElement[] = [];
  const body: XmlNode[] = [];
  const visit = (parent: XmlElement, into: XmlNode[]): void => {
    for (const child of childElements(parent)) {
      if (child.name === 'material') into.push(el('div', {}, materialNodes(child, w.ctx), child.line));
      else if (child === list) continue;
      else if (child.name === 'flow' && w.kind === 'matching' && rowFlow(child)) rows.push(matchingRow(rowFlow(child)!, w, child));
      else if (child.name === 'flow') {
        const inner: XmlNode[] = [];
        visit(child, inner);
        into.push(el('div', {}, inner, child.line));
      } else if (child.name.startsWith('response_')) {
        if (w.kind && IN_TEXT.includes(w.kind)) blanks.push({ name: materialText(firstChild(child, 'material')), node: inlineBlank(child, w) });
        else if (w.kind === 'matching' || child.name === 'response_grp') rows.push(matchingRow(child, w));
        else into.push(...interaction(child, w));
      }
    }
  };
  visit(pres, body);
  if (rows.length) body.push(el('table', {}, [el('tbody', {}, rows, rows[0].line)], rows[0].line));
  for (const blank of blanks) {
    if (!placeBlank(body, blank.name, blank.node)) {
      w.ctx.sink.warn(w.ctx.file, 'qti12.blankNotInText', { name: blank.name }, blank.node.line);
      body.push(el('p', {}, [`${blank.name}: `, blank.node], blank.node.line));
    }
  }
  return { body, responses: w.responses };
}

/** D2L names a response_grp by `respident`, as conditions name responses. */
function identOf(response: XmlElement): string {
  return response.attrs.ident ?? response.attrs.respident ?? '';
}

function declare(w: Walk, response: XmlElement, info: Omit<ResponseInfo, 'id' | 'line'>): ResponseInfo {
  const ident = identOf(response);
  const made: ResponseInfo = { ...info, id: w.declarations.of(ident || 'RESPONSE', 'RESPONSE'), line: response.line };
  if (w.responses.has(ident)) w.ctx.sink.error(w.ctx.file, 'qti12.duplicateResponse', { response: ident }, response.line);
  w.responses.set(ident, made);
  return made;
}

/** Blackboard writes each matching row as a flow holding the row's text and its one response, which has no text of its own. */
function rowFlow(flow: XmlElement): XmlElement | undefined {
  const held = findAll(flow, (e) => e.name.startsWith('response_'));
  const own = held.length === 1 && flow.children.includes(held[0]);
  return own && !firstChild(held[0], 'material') && findAll(flow, (e) => e.name === 'material').length ? held[0] : undefined;
}

function labelsOf(response: XmlElement): XmlElement[] {
  return findAll(response, (e) => e.name === 'response_label');
}

function cardinalityOf(response: XmlElement): ResponseInfo['cardinality'] {
  return CARDINALITY[response.attrs.rcardinality ?? 'Single'] ?? 'single';
}

/** One response of the generic structure: choices, an order, a typed answer or an essay. */
function interaction(response: XmlElement, w: Walk): XmlNode[] {
  const line = response.line;
  const prompt = childElements(response, 'material').flatMap((m) => materialNodes(m, w.ctx));
  const render = childElements(response).find((c) => c.name.startsWith('render_'));
  const cardinality = cardinalityOf(response);
  if ((response.name === 'response_lid' || response.name === 'response_xy') && render?.name === 'render_hotspot')
    return hotspotInteraction(response, render, cardinality, { ctx: w.ctx, choices: w.choices, declare: (r, info) => declare(w, r, info) });
  if (response.name === 'response_lid' && (!render || render.name === 'render_choice')) {
    const choices = new Map<string, string>();
    const simple = labelsOf(response).map((label) => {
      const id = w.choices.of(label.attrs.ident ?? '', 'C');
      choices.set(label.attrs.ident ?? '', id);
      const content = childElements(label).flatMap((m) => (m.name === 'material' || m.name === 'flow_mat' ? materialNodes(m, w.ctx) : []));
      return el('simpleChoice', { identifier: id, fixed: label.attrs.rshuffle?.toLowerCase() === 'no' ? 'true' : undefined }, content, label.line);
    });
    const info = declare(w, response, { baseType: 'identifier', cardinality, choices });
    const shuffle = render?.attrs.shuffle?.toLowerCase() === 'yes' ? 'true' : 'false';
    const promptNode = prompt.length ? [el('prompt', {}, prompt, line)] : [];
    if (cardinality === 'ordered') return [el('orderInteraction', { responseIdentifier: info.id, shuffle }, [...promptNode, ...simple], line)];
    const max = cardinality === 'single' ? '1' : (render?.attrs.maxnumber ?? '0');
    return [
      el('choiceInteraction', { responseIdentifier: info.id, shuffle, maxChoices: max, minChoices: render?.attrs.minnumber }, [...promptNode, ...simple], line),
    ];
  }
  if ((response.name === 'response_str' || response.name === 'response_num') && (!render || render.name === 'render_fib')) {
    const typed =
      FIB_TYPES[render?.attrs.fibtype ?? ''] ?? (response.name === 'response_num' ? (response.attrs.numtype === 'Integer' ? 'integer' : 'float') : 'string');
    const baseType = typed === 'string' && w.numeric.has(response.attrs.ident ?? '') ? 'float' : typed;
    const essay = w.kind === 'essay' || Number(render?.attrs.rows ?? 1) > 1;
    const info = declare(w, response, { baseType: essay ? 'string' : baseType, cardinality: 'single', choices: new Map() });
    if (essay)
      return [
        el(
          'extendedTextInteraction',
          { responseIdentifier: info.id, expectedLines: Number(render?.attrs.rows) > 1 ? render?.attrs.rows : undefined },
          prompt.length ? [el('prompt', {}, prompt, line)] : [],
          line,
        ),
      ];
    const length = Number(render?.attrs.columns ?? render?.attrs.maxchars ?? 0);
    const entry = el('textEntryInteraction', { responseIdentifier: info.id, expectedLength: length > 0 ? length : undefined }, [], line);
    return [el('p', {}, [...prompt, ...(prompt.length ? [' '] : []), entry], line)];
  }
  if ((response.name === 'response_num' || response.name === 'response_str') && render?.name === 'render_slider') {
    const { lowerbound, upperbound, step, steplabel } = render.attrs;
    const info = declare(w, response, { baseType: response.attrs.numtype === 'Integer' ? 'integer' : 'float', cardinality: 'single', choices: new Map() });
    const attrs = {
      responseIdentifier: info.id,
      lowerBound: lowerbound,
      upperBound: upperbound,
      step,
      stepLabel: steplabel?.toLowerCase() === 'yes' ? 'true' : undefined,
    };
    return [el('sliderInteraction', attrs, prompt.length ? [el('prompt', {}, prompt, line)] : [], line)];
  }
  w.ctx.sink.error(w.ctx.file, 'qti12.unsupportedResponse', { element: response.name, render: render?.name ?? '' }, line);
  return [];
}

/** A blank of the question's text: a typed answer (Canvas fill in multiple blanks) or a dropdown. */
function inlineBlank(response: XmlElement, w: Walk): XmlElement {
  const line = response.line;
  const labels = labelsOf(response);
  if (w.kind === 'dropdowns') {
    const choices = new Map<string, string>();
    const options = labels.map((label) => {
      const id = w.choices.of(label.attrs.ident ?? '', 'C');
      choices.set(label.attrs.ident ?? '', id);
      return el('inlineChoice', { identifier: id }, [materialText(firstChild(label, 'material'))], label.line);
    });
    const info = declare(w, response, { baseType: 'identifier', cardinality: 'single', choices });
    return el('inlineChoiceInteraction', { responseIdentifier: info.id, shuffle: 'false' }, options, line);
  }
  const texts = new Map(labels.map((label) => [label.attrs.ident ?? '', materialText(firstChild(label, 'material'))]));
  const info = declare(w, response, { baseType: 'string', cardinality: 'single', choices: new Map(), texts });
  return el('textEntryInteraction', { responseIdentifier: info.id }, [], line);
}

/**
 * Matching: a row per left-hand prompt, each choosing one of the right-hand answers, so each pair
 * is a response of its own that the conditions score as written (Canvas and Blackboard
 * `response_lid`s, D2L `response_grp`s). Blackboard gives the row's text in the flow around the
 * response (`holder`) and the answers' texts once for all rows.
 */
function matchingRow(response: XmlElement, w: Walk, holder?: XmlElement): XmlElement {
  const line = response.line;
  const labels = labelsOf(response);
  const grouped = labels.some((l) => l.attrs.match_group !== undefined);
  if (response.name === 'response_grp' && (grouped || firstChild(response, 'render_choice') === undefined)) {
    // the ASI's own group form (labels naming match groups) pairs labels of one list: not a row of choices
    const render = childElements(response).find((c) => c.name.startsWith('render_'));
    w.ctx.sink.error(w.ctx.file, 'qti12.unsupportedResponse', { element: response.name, render: render?.name ?? '' }, line);
    return el('tr', {}, [], line);
  }
  const leftFrom = holder ? findAll(holder, (e) => e.name === 'material' && !findAll(response, (r) => r === e).length) : childElements(response, 'material');
  const left = leftFrom.flatMap((m) => materialNodes(m, w.ctx));
  const choices = new Map<string, string>();
  const options = labels.map((label, i) => {
    const id = w.choices.of(`${identOf(response)}\0${label.attrs.ident ?? ''}`, 'C');
    choices.set(label.attrs.ident ?? '', id);
    const text = materialText(findAll(label, (e) => e.name === 'material')[0]) || (w.answers[i] ?? '');
    return el('inlineChoice', { identifier: id }, [text], label.line);
  });
  const info = declare(w, response, { baseType: 'identifier', cardinality: 'single', choices });
  const select = el('inlineChoiceInteraction', { responseIdentifier: info.id, shuffle: 'false' }, options, line);
  return el('tr', {}, [el('td', {}, left, line), el('td', {}, [select], line)], line);
}

/** Puts an interaction where the text writes `[name]`; false when the text has no such place. */
function placeBlank(nodes: XmlNode[], name: string, node: XmlElement): boolean {
  const mark = `[${name}]`;
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i];
    if (typeof n === 'string') {
      const at = n.indexOf(mark);
      if (at < 0) continue;
      nodes.splice(i, 1, ...[n.slice(0, at), node, n.slice(at + mark.length)].filter((p) => p !== ''));
      return true;
    }
    if (placeBlank(n.children, name, node)) return true;
  }
  return false;
}
