import { type FieldProblem, PortalValidationException } from '../common/validation';
import { parseScalar } from '../qti/scoring/values';
import { MAX_PCI_STATE, stateOwner } from '@portal/shared';
import type { BodyNode, CandidateResponse, InteractionNode, ResponseDeclaration } from '../qti/types';
import { boundedInteractions, interactionValueProblem } from './interaction-values';
import type { ContentItem } from '../practice-tests/test-content.service';

const MAX_TEXT = 100_000;
const MAX_VALUES = 200;

function isInteraction(node: BodyNode): node is InteractionNode {
  return typeof node === 'object' && 'interaction' in node;
}

/** Identifiers a response may name, by response identifier: choices, targets, gaps and hot texts. */
function choiceIdentifiers(body: BodyNode[]): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  const collectMarked = (nodes: BodyNode[] | undefined, into: Set<string>) => {
    for (const n of nodes ?? []) {
      if (typeof n !== 'object' || isInteraction(n)) continue;
      if ((n.tag === 'gap' || n.tag === 'hottext') && n.attrs.identifier) into.add(n.attrs.identifier);
      collectMarked(n.children, into);
    }
  };
  const visit = (nodes: BodyNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (typeof n !== 'object') continue;
      if (isInteraction(n)) {
        const ids = new Set<string>([...(n.choices ?? []), ...(n.targets ?? [])].map((c) => c.identifier));
        collectMarked(n.content, ids);
        if (ids.size > 0) result.set(n.responseIdentifier, ids);
        visit(n.prompt);
      } else visit(n.children);
    }
  };
  visit(body);
  return result;
}

/** Width and height of the picture a point response is given on, by response identifier, when the item states them. */
function pointBounds(body: BodyNode[]): Map<string, { width?: number; height?: number }> {
  const result = new Map<string, { width?: number; height?: number }>();
  const visit = (nodes: BodyNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (typeof n !== 'object') continue;
      if (isInteraction(n)) {
        const picture = n.interaction === 'positionObject' ? n.stage : n.interaction === 'selectPoint' ? n.object : undefined;
        if (picture) result.set(n.responseIdentifier, { width: picture.width, height: picture.height });
        visit(n.prompt);
      } else visit(n.children);
    }
  };
  visit(body);
  return result;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A point is two integers on the picture: not left of or above it, nor past its stated size. */
function pointProblem(raw: string, bounds: { width?: number; height?: number } | undefined): boolean {
  if (raw.trim() === '') return false;
  if (!/^\d+\s+\d+$/.test(raw.trim())) return true;
  const [x, y] = raw.trim().split(/\s+/).map(Number);
  return (bounds?.width !== undefined && x > bounds.width) || (bounds?.height !== undefined && y > bounds.height);
}

/** Choice-like types name the item's own identifiers; typed text (a number in a text box) is kept as typed and scored as it parses. */
function valueProblem(d: ResponseDeclaration, raw: string, known: Set<string> | undefined): boolean {
  if (raw.length > MAX_TEXT) return true;
  const baseType = d.baseType ?? 'string';
  if (baseType !== 'identifier' && baseType !== 'pair' && baseType !== 'directedPair') return false;
  // an empty value is how a cleared choice can arrive: NULL, not a wrong value
  if (raw.trim() === '') return false;
  if (parseScalar(baseType, raw) === undefined) return true;
  if (!known) return false;
  if (baseType === 'identifier') return !known.has(raw.trim());
  return raw
    .trim()
    .split(/\s+/)
    .some((id) => !known.has(id));
}

/** What an item's answers are held to, by response identifier. */
interface ItemShape {
  declarations: Map<string, ResponseDeclaration>;
  known: Map<string, Set<string>>;
  bounds: Map<string, { width?: number; height?: number }>;
  bounded: Map<string, InteractionNode>;
}

/**
 * Read from the item once, not on every answer (a student saves one every few seconds): a loaded
 * item never changes, and a templated item's instance is its own object.
 */
const shapes = new WeakMap<ContentItem, ItemShape>();

function shapeOf(item: ContentItem): ItemShape {
  let shape = shapes.get(item);
  if (!shape) {
    shape = {
      declarations: new Map(item.scoring.responses.map((d) => [d.identifier, d])),
      known: choiceIdentifiers(item.delivery.body),
      bounds: pointBounds(item.delivery.body),
      bounded: boundedInteractions(item.delivery.body),
    };
    shapes.set(item, shape);
  }
  return shape;
}

/** Checks an answer against the item's declarations and identifiers; a 400 names the first wrong field. */
export function assertResponseShape(item: ContentItem, response: Record<string, CandidateResponse>): void {
  const { declarations, known, bounds, bounded } = shapeOf(item);
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(response)) {
    const field = `response.${name}`;
    const owner = stateOwner(name);
    if (owner !== undefined) {
      // a portable custom interaction's own state: JSON text, kept beside its response
      if (bounded.get(owner)?.interaction !== 'portableCustom') problems.push({ field, message: 'delivery.unknownResponse', vars: { name } });
      else if (value !== null && (typeof value !== 'string' || value.length > MAX_PCI_STATE || !isJson(value)))
        problems.push({ field, message: 'delivery.badResponse', vars: { name } });
      continue;
    }
    const d = declarations.get(name);
    if (!d) {
      problems.push({ field, message: 'delivery.unknownResponse', vars: { name } });
      continue;
    }
    if (value === null) continue;
    const list = d.cardinality === 'multiple' || d.cardinality === 'ordered';
    const values: unknown[] = list ? (Array.isArray(value) ? value : [undefined]) : [value];
    const wrong =
      d.cardinality === 'record' ||
      values.length > MAX_VALUES ||
      values.some(
        (v) =>
          typeof v !== 'string' ||
          (d.baseType === 'point' ? pointProblem(v, bounds.get(name)) : valueProblem(d, v, known.get(name))) ||
          interactionValueProblem(bounded.get(name), v),
      );
    if (wrong) problems.push({ field, message: 'delivery.badResponse', vars: { name } });
  }
  if (problems.length > 0) throw new PortalValidationException(problems);
}
