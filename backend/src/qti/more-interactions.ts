import type { InteractionNode, ResponseDeclaration } from './types';
import type { IssueSink } from './issues';
import { childElements, type XmlElement, type XmlNode } from './xml/parse-xml';
import { moduleFiles, readCustomInteraction, type ListedModule } from './pci-v1';
import type { InteractionReader } from './body-readers';

/** Attributes as QTI 2.1/2.2 and 3.0 define them; see "Associate, slider, media, end attempt and upload" in qti/README.md. */
export const MORE_INTERACTIONS: Record<string, InteractionNode['interaction']> = {
  associateInteraction: 'associate',
  sliderInteraction: 'slider',
  mediaInteraction: 'media',
  endAttemptInteraction: 'endAttempt',
  uploadInteraction: 'upload',
  portableCustomInteraction: 'portableCustom',
  // QTI 2.x: only the IMS PCI 1.0 form inside it is read (pci-v1.ts)
  customInteraction: 'portableCustom',
};

const MEDIA_ELEMENTS = new Set(['object', 'audio', 'video']);

/** A whole-number attribute of an interaction, its default when absent; anything else is reported. */
export function wholeNumber(r: Pick<InteractionReader, 'file' | 'sink'>, el: XmlElement, attribute: string, fallback: number): number {
  const raw = el.attrs[attribute];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  r.sink.error(r.file, 'item.badInteractionNumber', { interaction: el.name, attribute, value: raw }, el.line);
  return fallback;
}

const flag = (el: XmlElement, attribute: string) => el.attrs[attribute] === 'true';

/** Fills the node of one of these interactions from its element; `rest` is its content without the prompt. */
export function readMoreInteraction(r: InteractionReader, el: XmlElement, node: InteractionNode, rest: XmlNode[]): void {
  switch (node.interaction) {
    case 'associate':
      node.choices = childElements(el, 'simpleAssociableChoice').map((c) => r.choice(c));
      // maxAssociations defaults to 1; 0 means no limit, as maxChoices does elsewhere
      node.maxChoices = wholeNumber(r, el, 'maxAssociations', 1);
      node.minChoices = wholeNumber(r, el, 'minAssociations', 0);
      break;
    case 'slider':
      readSlider(r, el, node);
      break;
    case 'media': {
      const minPlays = wholeNumber(r, el, 'minPlays', 0);
      const maxPlays = wholeNumber(r, el, 'maxPlays', 0);
      if (maxPlays > 0 && minPlays > maxPlays) r.sink.error(r.file, 'item.mediaPlays', { minPlays, maxPlays }, el.line);
      node.media = { autostart: flag(el, 'autostart'), minPlays, maxPlays, loop: flag(el, 'loop') };
      node.content = r.convertChildren(rest);
      if (!rest.some((c) => typeof c !== 'string' && MEDIA_ELEMENTS.has(c.name))) r.sink.error(r.file, 'item.mediaMissing', {}, el.line);
      break;
    }
    case 'endAttempt':
      node.title = el.attrs.title ?? '';
      if (!node.title.trim()) r.sink.error(r.file, 'item.missingAttribute', { element: el.name, attribute: 'title' }, el.line);
      break;
    case 'upload':
      node.fileTypes = (el.attrs.type ?? '').split(/[\s,]+/).filter(Boolean);
      break;
    case 'portableCustom':
      if (el.name === 'customInteraction') readCustomInteraction(r, el, node);
      else readPci(r, el, node);
      break;
  }
}

/** Modules must be files of the package, as the player loads nothing else; data-* attributes are its properties. */
function readPci(r: InteractionReader, el: XmlElement, node: InteractionNode): void {
  const listed: ListedModule[] = [];
  for (const group of childElements(el, 'interactionModules')) {
    for (const m of childElements(group, 'interactionModule')) {
      const href = m.attrs.primaryPath ?? m.attrs.fallbackPath ?? '';
      if (!m.attrs.id || !href) r.sink.error(r.file, 'item.missingAttribute', { element: m.name, attribute: m.attrs.id ? 'primary-path' : 'id' }, m.line);
      else listed.push({ id: m.attrs.id, href, el: m });
    }
  }
  const typeIdentifier = el.attrs.customInteractionTypeIdentifier ?? '';
  const module = el.attrs.module ?? listed[0]?.id ?? '';
  const modules = moduleFiles(r, listed, module);
  if (!typeIdentifier) r.sink.error(r.file, 'item.missingAttribute', { element: el.name, attribute: 'custom-interaction-type-identifier' }, el.line);
  if (!listed.some((m) => m.id === module)) r.sink.error(r.file, 'item.pciModule', { module }, el.line);
  const properties = Object.fromEntries(
    Object.entries(el.attrs)
      .filter(([k]) => k.startsWith('data-'))
      .map(([k, v]) => [k.slice(5), v]),
  );
  node.pci = { typeIdentifier, module, modules, properties };
  r.shareScripts();
  const markup = childElements(el, 'interactionMarkup')[0];
  node.content = markup ? r.convertChildren(markup.children) : [];
}

function readSlider(r: InteractionReader, el: XmlElement, node: InteractionNode): void {
  const num = (name: string) => (el.attrs[name]?.trim() ? Number(el.attrs[name]) : NaN);
  const lowerBound = num('lowerBound');
  const upperBound = num('upperBound');
  if (!Number.isFinite(lowerBound) || !Number.isFinite(upperBound) || lowerBound >= upperBound) {
    r.sink.error(r.file, 'item.sliderBounds', { lower: el.attrs.lowerBound ?? '', upper: el.attrs.upperBound ?? '' }, el.line);
  }
  const slider: InteractionNode['slider'] = { lowerBound, upperBound };
  if (el.attrs.step !== undefined) {
    const step = num('step');
    if (Number.isFinite(step) && step > 0) slider.step = step;
    else r.sink.error(r.file, 'item.badInteractionNumber', { interaction: el.name, attribute: 'step', value: el.attrs.step }, el.line);
  }
  if (flag(el, 'stepLabel')) slider.stepLabel = true;
  if (el.attrs.orientation === 'vertical') slider.orientation = 'vertical';
  if (flag(el, 'reverse')) slider.reverse = true;
  node.slider = slider;
}

const EXPECTED: Partial<Record<InteractionNode['interaction'], { baseTypes: string[]; cardinalities: string[] }>> = {
  associate: { baseTypes: ['pair'], cardinalities: ['single', 'multiple'] },
  slider: { baseTypes: ['integer', 'float'], cardinalities: ['single'] },
  media: { baseTypes: ['integer'], cardinalities: ['single'] },
  endAttempt: { baseTypes: ['boolean'], cardinalities: ['single'] },
  upload: { baseTypes: ['file'], cardinalities: ['single'] },
  drawing: { baseTypes: ['file'], cardinalities: ['single'] },
};

/** An unused end attempt is false and an unplayed media object has 0 plays, so the declaration records that for the scorer. */
export function bindMoreInteraction(node: InteractionNode, element: string, line: number, decl: ResponseDeclaration, file: string, sink: IssueSink): boolean {
  const expected = EXPECTED[node.interaction];
  if (!expected) return false;
  if (!decl.baseType || !expected.baseTypes.includes(decl.baseType)) {
    sink.error(
      file,
      'item.wrongBaseType',
      { interaction: element, response: decl.identifier, baseType: decl.baseType ?? '', expected: expected.baseTypes.join(' / ') },
      line,
    );
  }
  if (!expected.cardinalities.includes(decl.cardinality)) {
    sink.error(
      file,
      'item.wrongCardinality',
      { interaction: element, response: decl.identifier, cardinality: decl.cardinality, expected: expected.cardinalities.join(' / ') },
      line,
    );
  }
  if (node.interaction === 'endAttempt') decl.unanswered = 'false';
  if (node.interaction === 'media') decl.unanswered = '0';
  if (node.interaction === 'slider' && node.slider && decl.baseType === 'integer') {
    // an integer slider's lower bound is rounded down and its upper bound up, as the specification says
    node.slider.lowerBound = Math.floor(node.slider.lowerBound);
    node.slider.upperBound = Math.ceil(node.slider.upperBound);
  }
  return true;
}
