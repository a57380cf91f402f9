import type { AreaMapEntry, Choice, GraphicObject, InteractionNode } from './types';
import type { BodyReader, ParsedInteraction } from './body-readers';
import { parseCoords } from './coords';
import { childElements, textOf, type XmlElement } from './xml/parse-xml';

const dimension = (v: string | undefined) => (v !== undefined && /^\d+(\.\d+)?(px)?$/.test(v.trim()) ? parseFloat(v) : undefined);

/** The picture of a graphic interaction: 2.x `object`, 3.0 `object`, `img` or `picture` (its img). */
export function readObject(ctx: BodyReader, parent: XmlElement): GraphicObject | undefined {
  const found = childElements(parent).find((c) => c.name === 'object' || c.name === 'img' || c.name === 'picture');
  const el = found?.name === 'picture' ? childElements(found).find((c) => c.name === 'img') : found;
  if (!el) return undefined;
  const attr = el.name === 'object' ? 'data' : 'src';
  const src = el.attrs[attr] ? ctx.resolveUrl(el, attr, el.attrs[attr]) : undefined;
  if (!src) return undefined;
  const object: GraphicObject = { src };
  const width = dimension(el.attrs.width);
  const height = dimension(el.attrs.height);
  if (width) object.width = width;
  if (height) object.height = height;
  if (el.attrs.type) object.type = el.attrs.type;
  const alt = (el.name === 'object' ? textOf(el) : (el.attrs.alt ?? '')).trim();
  if (alt) object.alt = alt;
  return object;
}

/** hotspotChoice and associableHotspot: an area of the image, named for screen readers by its hotspotLabel or text. */
function readHotspot(ctx: BodyReader, el: XmlElement): Choice {
  const a = el.attrs;
  const choice: Choice = { identifier: ctx.claimIdentifier(a.identifier, el), content: [], shape: 'default', coords: [] };
  const coords = parseCoords(a.shape ?? '', a.coords);
  if (!coords) {
    ctx.sink.error(
      ctx.file,
      'item.badShape',
      { element: el.name, identifier: a.identifier ?? '', shape: a.shape ?? '', coords: (a.coords ?? '').slice(0, 80) },
      el.line,
    );
  } else {
    choice.shape = a.shape as AreaMapEntry['shape'];
    choice.coords = coords;
  }
  const label = (a.hotspotLabel ?? textOf(el)).trim();
  if (label) choice.label = label;
  if (a.matchMax !== undefined && a.matchMax !== '' && !Number.isNaN(Number(a.matchMax))) choice.matchMax = Number(a.matchMax);
  return choice;
}

/** gapImg (a picture) or gapText of a graphic gap match: what is placed on the hotspots. */
function readGap(ctx: BodyReader, el: XmlElement): Choice {
  const a = el.attrs;
  const choice: Choice = { identifier: ctx.claimIdentifier(a.identifier, el), content: [] };
  if (a.matchMax !== undefined && a.matchMax !== '' && !Number.isNaN(Number(a.matchMax))) choice.matchMax = Number(a.matchMax);
  if (el.name === 'gapText') choice.content = ctx.convertChildren(el.children);
  else {
    const object = readObject(ctx, el);
    if (object) choice.object = object;
    else ctx.sink.error(ctx.file, 'item.missingObject', { interaction: el.name }, el.line);
    const label = (a.objectLabel ?? object?.alt ?? '').trim();
    if (label) choice.label = label;
  }
  return choice;
}

/** Fills a graphic interaction's node from its element; called by BodyContext for these kinds. */
export function readGraphic(ctx: BodyReader, el: XmlElement, node: InteractionNode, parsed: ParsedInteraction): void {
  const object = readObject(ctx, el);
  if (object) node.object = object;
  else ctx.sink.error(ctx.file, 'item.missingObject', { interaction: el.name }, el.line);
  const num = (v: string | undefined) => (v !== undefined && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : undefined);
  switch (node.interaction) {
    case 'hotspot':
    case 'graphicOrder':
      node.choices = childElements(el, 'hotspotChoice').map((c) => readHotspot(ctx, c));
      break;
    case 'graphicAssociate':
      node.choices = childElements(el, 'associableHotspot').map((c) => readHotspot(ctx, c));
      if (num(el.attrs.maxAssociations) !== undefined) node.maxAssociations = num(el.attrs.maxAssociations);
      if (num(el.attrs.minAssociations) !== undefined) node.minAssociations = num(el.attrs.minAssociations);
      break;
    case 'graphicGapMatch':
      node.choices = childElements(el)
        .filter((c) => c.name === 'gapImg' || c.name === 'gapText')
        .map((c) => readGap(ctx, c));
      node.targets = childElements(el, 'associableHotspot').map((c) => readHotspot(ctx, c));
      parsed.gapIds = node.targets.map((t) => t.identifier);
      break;
    case 'positionObject': {
      const [x, y] = (el.attrs.centerPoint ?? '').trim().split(/\s+/).map(Number);
      if (Number.isFinite(x) && Number.isFinite(y) && el.attrs.centerPoint) node.centerPoint = [x, y];
      break;
    }
  }
}

/**
 * positionObjectStage: its picture is the stage every positionObjectInteraction inside places its
 * object on. Each interaction carries the stage, so the player can draw it with the object.
 */
export function readStage(ctx: BodyReader, el: XmlElement): InteractionNode[] {
  const stage = readObject(ctx, el);
  if (!stage) ctx.sink.error(ctx.file, 'item.missingObject', { interaction: el.name }, el.line);
  const nodes: InteractionNode[] = [];
  for (const child of childElements(el, 'positionObjectInteraction')) {
    const node = ctx.convertInteractionElement(child);
    if (node && stage) node.stage = stage;
    if (node) nodes.push(node);
  }
  return nodes;
}
