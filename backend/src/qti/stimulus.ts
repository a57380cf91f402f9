import type { StimulusModel } from './types';
import type { IssueSink } from './issues';
import { BodyContext } from './body';
import { firstChild, type XmlElement } from './xml/parse-xml';
import type { PackagePaths } from './zip/entry-path';

/** A shared reading passage (assessmentStimulus): sanitized like an item body, with its media. */
export function readStimulus(root: XmlElement, file: string, files: PackagePaths, sink: IssueSink): StimulusModel {
  const identifier = root.attrs.identifier ?? '';
  if (!identifier) sink.error(file, 'item.missingIdentifier', { element: root.name }, root.line);
  const ctx = new BodyContext(file, files, sink);
  const bodyEl = firstChild(root, 'stimulusBody');
  const body = bodyEl ? ctx.convertChildren(bodyEl.children) : [];
  for (const p of ctx.interactions) sink.error(file, 'item.unsupportedElement', { name: p.element }, p.line);
  return { identifier, title: root.attrs.title ?? identifier, file, body, media: [...ctx.media] };
}
