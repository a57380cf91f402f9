import type { BaseType, BodyNode, InteractionNode, ItemModel, PciSettings, OutcomeDeclaration, ResponseDeclaration, ResponseRule, Expression } from './types';
import type { IssueSink } from './issues';
import { BodyContext, type ParsedInteraction } from './body';
import { parseCoords } from './coords';
import { readOutcomeDeclaration, readResponseDeclaration, validBaseValue } from './declarations';
import { checkOutcomeDeclarations } from './declaration-checks';
import { ITEM_RULES, RuleReader } from './processing';
import { isSelfRated, leftToPerson } from './self-rating';
import { bindMoreInteraction } from './more-interactions';
import { childElements, firstChild, type XmlElement } from './xml/parse-xml';
import { hasControlCharacter, resolveHref, type PackagePaths } from './zip/entry-path';
import { checkTemplates } from './templating/check';
import { readTemplates } from './templating/read';
import { readAloudAllowed } from './read-aloud';

/** An item as read from its file; the test supplies strand and calculator afterwards. */
export interface ParsedItem {
  model: ItemModel;
  line: number;
  /** package paths of the stimuli the item refers to, with the identifier it uses for each */
  stimulusRefs: { identifier: string; path?: string; line: number }[];
  /** the portable custom interactions, with their lines, for the checks that read the package's modules */
  pcis: { pci: PciSettings; line: number }[];
}

const EXPECTED_BASE_TYPE: Partial<Record<InteractionNode['interaction'], string[]>> = {
  choice: ['identifier'],
  order: ['identifier'],
  inlineChoice: ['identifier'],
  hottext: ['identifier'],
  match: ['directedPair', 'pair'],
  gapMatch: ['directedPair', 'pair'],
  hotspot: ['identifier'],
  graphicOrder: ['identifier'],
  selectPoint: ['point'],
  positionObject: ['point'],
  // QTI binds a graphic associate to pair (unordered) and a graphic gap match to directedPair (gap, hotspot)
  graphicAssociate: ['pair'],
  graphicGapMatch: ['directedPair'],
  // a typed answer: QTI binds extended text to a string or a number
  extendedText: ['string', 'integer', 'float'],
};

/**
 * Declarations with one reading: a string response of an interaction whose values are choice
 * identifiers, an identifier response of one whose values are two of them (source, then target).
 */
const ONE_READING: Partial<Record<InteractionNode['interaction'], { from: string; to: BaseType }>> = {
  choice: { from: 'string', to: 'identifier' },
  order: { from: 'string', to: 'identifier' },
  inlineChoice: { from: 'string', to: 'identifier' },
  hottext: { from: 'string', to: 'identifier' },
  match: { from: 'identifier', to: 'directedPair' },
  gapMatch: { from: 'identifier', to: 'directedPair' },
};

/** The cardinalities QTI allows the graphic interactions' responses (graphic order: a ranking). */
const EXPECTED_CARDINALITY: Partial<Record<InteractionNode['interaction'], string[]>> = {
  graphicOrder: ['ordered'],
  graphicGapMatch: ['multiple'],
  graphicAssociate: ['single', 'multiple'],
  hotspot: ['single', 'multiple'],
  selectPoint: ['single', 'multiple'],
  positionObject: ['single', 'multiple'],
  // several strings (maxStrings) are a multiple or ordered response, never a record
  extendedText: ['single', 'multiple', 'ordered'],
};

export function readItem(root: XmlElement, file: string, files: PackagePaths, sink: IssueSink): ParsedItem {
  const uin = root.attrs.identifier ?? '';
  if (!uin) sink.error(file, 'item.missingIdentifier', { element: root.name }, root.line);
  const responses = childElements(root, 'responseDeclaration').map(readResponseDeclaration);
  const outcomeElements = childElements(root, 'outcomeDeclaration');
  const outcomes = outcomeElements.map(readOutcomeDeclaration);
  checkOutcomeDeclarations(outcomeElements, outcomes, file, sink, true);
  const templates = readTemplates(root, file, sink);
  checkUniqueDeclarations(root, file, sink);

  const ctx = new BodyContext(file, files, sink);
  const bodyEl = firstChild(root, 'itemBody');
  const body: BodyNode[] = bodyEl ? ctx.convertChildren(bodyEl.children) : [];
  for (const fb of childElements(root, 'modalFeedback')) ctx.convertModalFeedback(fb);

  const rules = new RuleReader(file, sink, ITEM_RULES);
  const processing = rules.responseProcessing(firstChild(root, 'responseProcessing'));

  const declLines = new Map(childElements(root, 'responseDeclaration').map((d) => [d.attrs.identifier ?? '', d.line]));
  bindInteractions(ctx.interactions, responses, declLines, file, sink);
  checkFeedback(ctx, outcomes, file, sink);
  const templateIds = templates?.declarations.map((d) => d.identifier) ?? [];
  checkRuleIdentifiers(processing.rules, responses, outcomes, templateIds, file, firstChild(root, 'responseProcessing')?.line, sink);
  // printed variables and template elements need a per-session rendering even without processing
  const templateModel = templates ?? (ctx.templateRefs.length ? { declarations: [], processing: [] } : undefined);

  const stylesheets: string[] = [];
  for (const s of childElements(root, 'stylesheet')) {
    const path = s.attrs.href ? resolveHref(file, s.attrs.href) : undefined;
    if (path && files.has(path)) {
      stylesheets.push(path);
      ctx.media.add(path);
    } else if (path && hasControlCharacter(path)) sink.error(file, 'zip.controlCharacterUsed', { entry: path, file }, s.line);
    else sink.warn(file, 'item.missingStylesheet', { href: s.attrs.href ?? '' }, s.line);
  }
  const stimulusRefs = childElements(root, 'assessmentStimulusRef').map((s) => ({
    identifier: s.attrs.identifier ?? '',
    path: s.attrs.href ? resolveHref(file, s.attrs.href) : undefined,
    line: s.line,
  }));

  const lang = (root.attrs['xml:lang'] ?? bodyEl?.attrs['xml:lang'])?.trim();
  const interactionTypes = [...new Set(ctx.interactions.map((i) => i.node.interaction))];
  const written = new Set(
    ctx.interactions.filter((i) => i.node.interaction === 'extendedText' || i.node.interaction === 'drawing').map((i) => i.node.responseIdentifier),
  );
  const selfRated = isSelfRated(interactionTypes, responses, processing, written);
  const model: ItemModel = {
    uin,
    title: root.attrs.title ?? uin,
    file,
    strandName: '',
    calculator: 0,
    interactionTypes,
    delivery: {
      uin,
      title: root.attrs.title ?? uin,
      body,
      stimulusRefs: stimulusRefs.map((s) => s.identifier),
      stylesheets,
      feedback: ctx.feedback.map((f) => ({
        identifier: f.rule.identifier,
        kind: f.rule.kind,
        ...(f.title ? { title: f.title } : {}),
        content: f.content,
      })),
      ...(ctx.rubric.length ? { rubric: ctx.rubric } : {}),
      ...(lang ? { lang } : {}),
      ...(readAloudAllowed(bodyEl) ? {} : { readAloud: false as const }),
    },
    scoring: {
      ...(templateModel ? { templates: templateModel } : {}),
      responses,
      outcomes,
      processing,
      feedback: ctx.feedback.map((f) => f.rule),
      humanScored: !selfRated && (interactionTypes.includes('extendedText') || interactionTypes.includes('drawing')) && leftToPerson(processing),
      ...(selfRated ? { selfRated } : {}),
    },
    media: [...ctx.media],
  };
  if (templateModel) checkTemplates(templateModel, ctx.templateRefs, model.scoring, file, firstChild(root, 'templateProcessing')?.line ?? root.line, sink);
  const pcis = ctx.interactions.flatMap((i) => (i.node.pci ? [{ pci: i.node.pci, line: i.line }] : []));
  return { model, line: root.line, stimulusRefs, pcis };
}

function checkUniqueDeclarations(root: XmlElement, file: string, sink: IssueSink): void {
  const seen = new Set<string>();
  for (const el of childElements(root)) {
    if (!/^(response|outcome|template)Declaration$/.test(el.name) || !el.attrs.identifier) continue;
    if (seen.has(el.attrs.identifier)) sink.error(file, 'item.duplicateChoice', { identifier: el.attrs.identifier }, el.line);
    seen.add(el.attrs.identifier);
  }
}

/** Which identifiers each part of a value of this interaction may name. */
function allowedParts(p: ParsedInteraction): (string[] | undefined)[] {
  const ids = (list?: { identifier: string }[]) => (list ?? []).map((c) => c.identifier);
  switch (p.node.interaction) {
    case 'match':
      return [ids(p.node.choices), ids(p.node.targets)];
    case 'associate':
      return [ids(p.node.choices), ids(p.node.choices)];
    case 'gapMatch':
    case 'graphicGapMatch':
      return [ids(p.node.choices), p.gapIds];
    case 'graphicAssociate':
      return [ids(p.node.choices), ids(p.node.choices)];
    case 'hotspot':
    case 'graphicOrder':
    case 'choice':
    case 'order':
    case 'inlineChoice':
    case 'hottext':
      return [ids(p.node.choices)];
    default:
      return [undefined];
  }
}

function checkValue(
  value: string,
  where: string,
  decl: ResponseDeclaration,
  bound: ParsedInteraction | undefined,
  file: string,
  line: number | undefined,
  sink: IssueSink,
): void {
  if (!validBaseValue(decl.baseType, value)) {
    sink.error(file, 'item.badValue', { where, response: decl.identifier, value, baseType: decl.baseType ?? '' }, line);
    return;
  }
  if (!bound) return;
  const allowed = allowedParts(bound);
  const parts = allowed.length === 2 ? value.trim().split(/\s+/) : [value.trim()];
  const pairFlip = decl.baseType === 'pair';
  parts.forEach((part, i) => {
    const ok = allowed[i] === undefined || allowed[i]!.includes(part) || (pairFlip && allowed[1 - i]?.includes(part));
    if (!ok) sink.error(file, 'item.valueNotAChoice', { where, response: decl.identifier, value: part }, line);
  });
}

function bindInteractions(
  interactions: ParsedInteraction[],
  responses: ResponseDeclaration[],
  declLines: Map<string, number>,
  file: string,
  sink: IssueSink,
): void {
  const byId = new Map(responses.map((r) => [r.identifier, r]));
  const boundTo = new Map<string, ParsedInteraction>();
  for (const p of interactions) {
    const decl = byId.get(p.node.responseIdentifier);
    if (!decl) {
      if (p.node.responseIdentifier) {
        sink.error(file, 'item.undeclaredResponse', { interaction: p.element, response: p.node.responseIdentifier }, p.line);
      }
      continue;
    }
    p.node.cardinality = decl.cardinality;
    const reading = ONE_READING[p.node.interaction];
    if (reading && decl.baseType === reading.from) {
      const params = { interaction: p.element, response: decl.identifier, baseType: decl.baseType, expected: reading.to };
      sink.warn(file, 'item.coercedBaseType', params, declLines.get(decl.identifier) ?? p.line);
      decl.baseType = reading.to;
    }
    if (decl.baseType) p.node.baseType = decl.baseType;
    const expected = EXPECTED_BASE_TYPE[p.node.interaction];
    const ownChecks = bindMoreInteraction(p.node, p.element, p.line, decl, file, sink);
    if (!ownChecks && expected && decl.baseType && !expected.includes(decl.baseType)) {
      sink.error(file, 'item.wrongBaseType', { interaction: p.element, response: decl.identifier, baseType: decl.baseType, expected: expected[0] }, p.line);
    }
    const cardinalities = EXPECTED_CARDINALITY[p.node.interaction];
    if (cardinalities && !cardinalities.includes(decl.cardinality)) {
      const expected = cardinalities.join(' / ');
      sink.error(file, 'item.wrongCardinality', { interaction: p.element, response: decl.identifier, cardinality: decl.cardinality, expected }, p.line);
    }
    boundTo.set(decl.identifier, p);
  }
  for (const decl of responses) {
    const bound = boundTo.get(decl.identifier);
    const at = declLines.get(decl.identifier);
    const correct = decl.correctResponse ?? [];
    if (decl.cardinality === 'single' && correct.length > 1) {
      sink.error(file, 'item.cardinality', { response: decl.identifier, count: correct.length }, at);
    }
    for (const v of correct) checkValue(v, 'correctResponse', decl, bound, file, at, sink);
    for (const v of decl.defaultValue ?? []) checkValue(v, 'defaultValue', decl, bound, file, at, sink);
    for (const e of decl.mapping?.entries ?? []) checkValue(e.mapKey, 'mapping', decl, bound, file, at, sink);
    for (const e of decl.areaMapping?.entries ?? []) {
      if (!parseCoords(e.shape, e.coords.join(','))) {
        sink.error(file, 'item.badShape', { element: 'areaMapEntry', identifier: decl.identifier, shape: e.shape, coords: e.coords.join(',') }, at);
      }
    }
  }
}

function checkFeedback(ctx: BodyContext, outcomes: OutcomeDeclaration[], file: string, sink: IssueSink): void {
  const declared = new Set(outcomes.map((o) => o.identifier));
  for (const f of ctx.feedback) {
    if (f.rule.outcomeIdentifier && declared.has(f.rule.outcomeIdentifier)) continue;
    sink.error(file, 'item.undeclaredVariable', { element: `feedback ${f.rule.identifier}`, identifier: f.rule.outcomeIdentifier }, f.line);
  }
}

function checkRuleIdentifiers(
  rules: ResponseRule[],
  responses: ResponseDeclaration[],
  outcomes: OutcomeDeclaration[],
  templateIds: string[],
  file: string,
  line: number | undefined,
  sink: IssueSink,
): void {
  const responseIds = new Set(responses.map((r) => r.identifier));
  // the built-in variables of every item session need no declaration; template variables are read like outcomes
  const known = new Set([...responseIds, ...outcomes.map((o) => o.identifier), ...templateIds, 'numAttempts', 'completionStatus']);
  const report = (element: string, identifier: string) => sink.error(file, 'item.undeclaredVariable', { element, identifier }, line);
  const walkExpr = (e: Expression) => {
    const id = e.attrs.identifier;
    if (id !== undefined) {
      const needsResponse = ['correct', 'mapResponse', 'mapResponsePoint'].includes(e.name);
      if (needsResponse ? !responseIds.has(id) : e.name === 'variable' && !known.has(id)) report(e.name, id);
    }
    if (e.name === 'inside' && !parseCoords(e.attrs.shape ?? '', e.attrs.coords)) {
      sink.error(file, 'item.badShape', { element: 'inside', identifier: '', shape: e.attrs.shape ?? '', coords: e.attrs.coords ?? '' }, line);
    }
    e.children.forEach(walkExpr);
  };
  const walk = (rs: ResponseRule[]) => {
    for (const r of rs) {
      if (r.kind === 'setOutcomeValue' || r.kind === 'lookupOutcomeValue') {
        if (!known.has(r.identifier)) report(r.kind, r.identifier);
        walkExpr(r.expression);
      } else if (r.kind === 'responseCondition') {
        for (const b of r.branches) {
          if (b.condition) walkExpr(b.condition);
          walk(b.rules);
        }
      }
    }
  };
  walk(rules);
}
