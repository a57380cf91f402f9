import { childElements, findAll, firstChild, type XmlElement, type XmlNode } from '../xml/parse-xml';
import { areaOf, type Area } from './areas';
import type { ResponseInfo } from './conditions';
import { materialNodes, materialText, packageLink, type MaterialContext } from './material';
import { el } from './tree';
import type { Identifiers } from './tree';

/** What a hotspot conversion needs of the presentation walk. */
export interface HotspotWalk {
  ctx: MaterialContext;
  choices: Identifiers;
  declare: (response: XmlElement, info: Omit<ResponseInfo, 'id' | 'line'>) => ResponseInfo;
}

/** The picture: the first image of the rendering's material, else of the response's own. */
function picture(response: XmlElement, render: XmlElement, ctx: MaterialContext): XmlElement | undefined {
  const materials = [...childElements(render, 'material'), ...childElements(response, 'material')];
  const image = materials.flatMap((m) => findAll(m, (e) => e.name === 'matimage' && !!e.attrs.uri))[0];
  if (!image) return undefined;
  const { uri, imagtype, width, height, label } = image.attrs;
  return el('object', { data: packageLink(uri, ctx), type: imagtype, width, height }, label ? [label] : [], image.line);
}

/** The response's own material without its picture, as the interaction's prompt. */
function promptOf(response: XmlElement, ctx: MaterialContext): XmlElement[] {
  const nodes = childElements(response, 'material').flatMap((m) =>
    materialNodes({ ...m, children: m.children.filter((c) => typeof c === 'string' || c.name !== 'matimage') }, ctx),
  );
  return nodes.length ? [el('prompt', {}, nodes, response.line)] : [];
}

/** A label's area: its coordinates are the label's own text, its shape the `rarea`. */
function labelArea(label: XmlElement, ctx: MaterialContext): Area | undefined {
  const coords = label.children.filter((c): c is string => typeof c === 'string').join('');
  const area = areaOf(label.attrs.rarea, coords);
  if (!area)
    ctx.sink.error(
      ctx.file,
      'qti12.badArea',
      { label: label.attrs.ident ?? '', rarea: label.attrs.rarea ?? 'Ellipse', coords: coords.trim().slice(0, 80) },
      label.line,
    );
  return area;
}

/**
 * `render_hotspot`: a `response_lid` chooses areas of the picture (a hotspot interaction, or a
 * graphic order for an Ordered one); a `response_xy` clicks a point (select point), its labels
 * naming the areas its conditions test.
 */
export function hotspotInteraction(response: XmlElement, render: XmlElement, cardinality: ResponseInfo['cardinality'], w: HotspotWalk): XmlNode[] {
  const line = response.line;
  const object = picture(response, render, w.ctx);
  const labels = findAll(render, (e) => e.name === 'response_label');
  const maxChoices = cardinality === 'single' ? '1' : (render.attrs.maxnumber ?? '0');
  const content = [...promptOf(response, w.ctx), ...(object ? [object] : [])];
  if (response.name === 'response_xy') {
    const areas = new Map<string, Area>();
    for (const label of labels) {
      const area = labelArea(label, w.ctx);
      if (area) areas.set(label.attrs.ident ?? '', area);
    }
    if (cardinality === 'ordered') {
      w.ctx.sink.error(w.ctx.file, 'qti12.unsupportedResponse', { element: response.name, render: `${render.name} (Ordered)` }, line);
      return [];
    }
    const info = w.declare(response, { baseType: 'point', cardinality, choices: new Map(), areas });
    return [el('selectPointInteraction', { responseIdentifier: info.id, maxChoices }, content, line)];
  }
  const choices = new Map<string, string>();
  const hotspots = labels.flatMap((label) => {
    const area = labelArea(label, w.ctx);
    if (!area) return [];
    const id = w.choices.of(label.attrs.ident ?? '', 'C');
    choices.set(label.attrs.ident ?? '', id);
    const name = materialText(firstChild(label, 'material'));
    return [el('hotspotChoice', { identifier: id, shape: area.shape, coords: area.coords.join(','), hotspotLabel: name || undefined }, [], label.line)];
  });
  const info = w.declare(response, { baseType: 'identifier', cardinality, choices });
  if (cardinality === 'ordered') return [el('graphicOrderInteraction', { responseIdentifier: info.id }, [...content, ...hotspots], line)];
  return [el('hotspotInteraction', { responseIdentifier: info.id, maxChoices }, [...content, ...hotspots], line)];
}
