import { childElements, findAll, firstChild, type XmlElement, type XmlNode } from '../xml/parse-xml';
import { ConditionConverter, numericResponses, type OutcomeInfo, type ResponseInfo } from './conditions';
import { materialNodes, type MaterialContext } from './material';
import { itemFields, pointsOf, questionKind } from './metadata';
import { presentation } from './responses';
import { calculatedTemplates } from './calculated';
import { correctResponses } from './correct';
import { baseValue, el, Identifiers, variable } from './tree';

const VAR_TYPES: Record<string, string> = {
  Integer: 'float',
  Decimal: 'float',
  Scientific: 'float',
  Boolean: 'boolean',
  String: 'string',
  Enumerated: 'identifier',
};

/**
 * A QTI 1.2 item as the QTI 2.2 item that means the same: its presentation as the body, its
 * decvars as outcomes, its respconditions as rules. What cannot mean the same is an issue.
 */
export function convertItem(item: XmlElement, identifier: string, ctx: MaterialContext, weight: { points?: number } = {}): XmlElement {
  const line = item.line;
  const fields = itemFields(item);
  const kind = questionKind(fields);
  const resprocessing = childElements(item, 'resprocessing');
  if (resprocessing.length > 1) ctx.sink.warn(ctx.file, 'qti12.extraProcessing', { count: resprocessing.length }, resprocessing[1].line);
  const processing = resprocessing[0];
  const declarations = new Identifiers();
  const pres = firstChild(item, 'presentation');
  const shown = pres
    ? presentation(pres, { ctx, kind, numeric: numericResponses(resprocessing), declarations, choices: new Identifiers() })
    : { body: [] as XmlNode[], responses: new Map<string, ResponseInfo>() };
  if (kind === 'fileUpload' && shown.responses.size === 0) {
    const id = declarations.fresh('RESPONSE');
    shown.body.push(el('uploadInteraction', { responseIdentifier: id }, [], line));
    shown.responses.set('', { id, baseType: 'file', cardinality: 'single', choices: new Map(), line });
  }

  const outcomes = new Map<string, OutcomeInfo>();
  const outcomeEls: XmlElement[] = [];
  for (const decvar of processing ? childElements(firstChild(processing, 'outcomes') ?? processing, 'decvar') : []) {
    const name = decvar.attrs.varname ?? 'SCORE';
    const baseType = VAR_TYPES[decvar.attrs.vartype ?? 'Integer'] ?? 'float';
    const id = declarations.of(name, 'OUTCOME');
    outcomes.set(name, { id, baseType, max: decvar.attrs.maxvalue, min: decvar.attrs.minvalue });
    const fallback = baseType === 'float' ? '0' : undefined;
    const value = decvar.attrs.defaultval ?? fallback;
    const attrs: Record<string, string | undefined> = { identifier: id, cardinality: 'single', baseType };
    if (baseType === 'float' && decvar.attrs.maxvalue !== undefined && Number.isFinite(Number(decvar.attrs.maxvalue)))
      attrs.normalMaximum = decvar.attrs.maxvalue;
    if (baseType === 'float' && decvar.attrs.minvalue !== undefined && Number.isFinite(Number(decvar.attrs.minvalue)))
      attrs.normalMinimum = decvar.attrs.minvalue;
    outcomeEls.push(
      el('outcomeDeclaration', attrs, value === undefined ? [] : [el('defaultValue', {}, [el('value', {}, [value], decvar.line)], decvar.line)], decvar.line),
    );
  }
  // QTI 1.2's decvar defaults to SCORE: processing that sets it without declaring it means that one
  if (processing && !outcomes.has('SCORE')) {
    const id = declarations.of('SCORE', 'OUTCOME');
    outcomes.set('SCORE', { id, baseType: 'float' });
    outcomeEls.push(
      el(
        'outcomeDeclaration',
        { identifier: id, cardinality: 'single', baseType: 'float' },
        [el('defaultValue', {}, [el('value', {}, ['0'], line)], line)],
        line,
      ),
    );
  }
  let feedbackOutcome: string | undefined;
  const feedbackIds = new Identifiers();
  const converter = new ConditionConverter(
    ctx.file,
    ctx.sink,
    shown.responses,
    outcomes,
    {
      outcome: () => (feedbackOutcome ??= declarations.fresh('FEEDBACK')),
      of: (ident) => feedbackIds.of(ident, 'FB'),
    },
    fields.has('question_type') ? 'Yes' : 'No',
  );
  const templates = kind === 'calculated' ? calculatedTemplates(item, shown, ctx) : undefined;
  const score = outcomes.get('SCORE');
  // Canvas writes placeholder conditions for a formula question: its variable sets say what is right
  const rules =
    templates && score
      ? templates.rules(score.id, outcomeEls.find((o) => o.attrs.identifier === score.id)?.attrs.normalMaximum ?? '100')
      : processing
        ? converter.rules(childElements(processing, 'respcondition'))
        : [];
  // an essay the LMS leaves to a grader: its conditions only show feedback, and a person scores it out of its points
  const graded = kind === 'essay' && !(processing && findAll(processing, (e) => e.name === 'setvar').length);
  if (graded) rules.length = 0;
  const scaling = scaled(outcomes.get('SCORE'), outcomeEls, pointsOf(fields), weight.points, line);
  if (!graded) rules.push(...scaling);
  if (feedbackOutcome) outcomeEls.push(el('outcomeDeclaration', { identifier: feedbackOutcome, cardinality: 'multiple', baseType: 'identifier' }, [], line));

  const feedback = childElements(item, 'itemfeedback').flatMap((fb) => {
    const content: XmlNode[] = childElements(fb).flatMap((m) => (m.name === 'material' || m.name === 'flow_mat' ? materialNodes(m, ctx) : []));
    // feedback no condition shows has nowhere to appear
    if (!feedbackOutcome || !fb.attrs.ident) return [];
    return [
      el(
        'modalFeedback',
        { outcomeIdentifier: feedbackOutcome, showHide: 'show', identifier: feedbackIds.of(fb.attrs.ident, 'FB'), title: fb.attrs.title },
        content,
        fb.line,
      ),
    ];
  });

  // a person scores an essay or an upload, and a formula question's answer is its drawn set's
  const correct =
    processing && !graded && !templates && kind !== 'fileUpload'
      ? correctResponses(childElements(processing, 'respcondition'), shown.responses, outcomes.get('SCORE'))
      : new Map<string, string[]>();
  const responseEls = [...shown.responses.values()].map((r) => {
    const values = correct.get(r.id);
    const answer = values
      ? [
          el(
            'correctResponse',
            {},
            values.map((v) => el('value', {}, [v], r.line)),
            r.line,
          ),
        ]
      : [];
    return el('responseDeclaration', { identifier: r.id, cardinality: r.cardinality, baseType: r.baseType }, answer, r.line);
  });
  return el(
    'assessmentItem',
    { identifier, title: item.attrs.title ?? identifier, adaptive: 'false', timeDependent: 'false' },
    [
      ...responseEls,
      ...outcomeEls,
      ...(templates?.declarations ?? []),
      ...(templates ? [el('templateProcessing', {}, templates.processing, line)] : []),
      el('itemBody', {}, templates ? templates.body(shown.body) : shown.body, pres?.line ?? line),
      ...(rules.length ? [el('responseProcessing', {}, rules, processing?.line ?? line)] : []),
      ...feedback,
    ],
    line,
  );
}

/**
 * LMSs score on 0–100 and weigh the item by its points: the score becomes points, as the LMS
 * reports it, and the item's maximum is its points. A question group's points per item
 * (`drawn`) weigh it instead, from its own maximum (its points when it declares none).
 */
function scaled(score: OutcomeInfo | undefined, outcomes: XmlElement[], own: number | undefined, drawn: number | undefined, line: number): XmlElement[] {
  if (!score || score.baseType !== 'float') return [];
  const declaration = outcomes.find((o) => o.attrs.identifier === score.id)!;
  if (drawn !== undefined && declaration.attrs.normalMaximum === undefined && own !== undefined) declaration.attrs.normalMaximum = String(own);
  const points = drawn ?? own;
  const max = Number(declaration.attrs.normalMaximum ?? NaN);
  if (points === undefined || !Number.isFinite(max) || max <= 0 || max === points) {
    if (points !== undefined && !Number.isFinite(max)) declaration.attrs.normalMaximum = String(points);
    return [];
  }
  declaration.attrs.normalMaximum = String(points);
  if (declaration.attrs.normalMinimum !== undefined) declaration.attrs.normalMinimum = String((Number(declaration.attrs.normalMinimum) * points) / max);
  // multiplied first: 25 of 100 on a 3-point item is 0.75, not 0.7499999999999999
  const weighed = el('product', {}, [variable(score.id, line), baseValue('float', String(points), line)], line);
  return [el('setOutcomeValue', { identifier: score.id }, [el('divide', {}, [weighed, baseValue('float', String(max), line)], line)], line)];
}
