import { childElements, type XmlElement } from '../xml/parse-xml';

/** What a section's adaptive selection refers to, as written (hrefs relative to the test file). */
export interface AdaptiveMarkup {
  engine: string;
  settingsHref?: string;
  usageHref?: string;
  line: number;
}

const child = (el: XmlElement, ...names: string[]) => childElements(el).find((c) => names.includes(c.name));

/**
 * 1EdTech CAT: in QTI 2.x an `adaptiveItemSelection` (in the CAT extension namespace) inside the
 * section's `selection`; in QTI 3 a `qti-adaptive-selection` beside it (or a `qti-adaptive-item-selection`
 * inside `qti-selection`). Names are matched after the 3.0 renaming, in any namespace.
 */
export function adaptiveMarkup(section: XmlElement): AdaptiveMarkup | undefined {
  const selection = child(section, 'selection');
  const el = child(section, 'adaptiveSelection') ?? (selection && child(selection, 'adaptiveItemSelection', 'adaptiveSelection'));
  if (!el) return undefined;
  const engine = child(el, 'adaptiveEngineRef');
  const href = (names: string[]) => {
    const ref = child(el, ...names);
    return ref?.attrs.href || undefined;
  };
  const markup: AdaptiveMarkup = { engine: engine?.attrs.href || engine?.attrs.identifier || '', line: el.line };
  const settingsHref = href(['adaptiveSettingsRef']);
  const usageHref = href(['qtiUsagedataRef', 'usagedataRef', 'usageDataRef']);
  if (settingsHref) markup.settingsHref = settingsHref;
  if (usageHref) markup.usageHref = usageHref;
  return markup;
}
