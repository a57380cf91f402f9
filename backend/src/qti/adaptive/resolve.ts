import { catSettings, IrtSettingsError, validateScale, type CatSettings } from '../../irt';
import type { IssueSink } from '../issues';
import type { AdaptivePoolItem, AdaptiveScale, AdaptiveSection } from '../model/adaptive';
import type { ItemRef, SectionModel } from '../types';
import { parseXml } from '../xml/parse-xml';
import { resolveHref } from '../zip/entry-path';
import type { AdaptiveMarkup } from './markup';
import { declaredSettings, type DeclaredSettings } from './settings-file';
import { usableParameters, usageParameters, type GivenParameters } from './usage-data';

/** A section read with adaptive markup, waiting for its settings and usage-data files. */
export interface PendingAdaptive {
  section: SectionModel;
  markup: AdaptiveMarkup;
}

export type ReadText = (path: string) => Promise<string | undefined>;

/** Calculator categories say which tool an item allows, never what it measures. */
const NOT_STRANDS = new Set(['calculator-basic', 'calculator-sqrt', 'calculator-graphing']);

/** The pool with the strand of each reference: its first category, else its subsection's title, else the section's. */
function poolRefs(section: SectionModel): { ref: ItemRef; strand: string }[] {
  const out: { ref: ItemRef; strand: string }[] = [];
  const visit = (s: SectionModel, title: string) => {
    for (const child of s.children) {
      if (child.kind === 'section') visit(child.section, child.section.title || title);
      else out.push({ ref: child.ref, strand: child.ref.categories.find((c) => !NOT_STRANDS.has(c)) ?? title });
    }
  };
  visit(section, section.title);
  return out;
}

const LISTED = 10;
const list = (names: string[]) => names.slice(0, LISTED).join(', ') + (names.length > LISTED ? `, … (${names.length} in all)` : '');

class Resolver {
  constructor(
    private readonly file: string,
    private readonly readText: ReadText,
    private readonly sink: IssueSink,
  ) {}

  private async text(href: string, line: number, section: string): Promise<{ path: string; text: string } | undefined> {
    const path = resolveHref(this.file, href);
    const text = path === undefined ? undefined : await this.readText(path);
    if (text === undefined) this.sink.warn(this.file, 'test.adaptiveFileMissing', { section, href }, line);
    return text === undefined ? undefined : { path: path!, text };
  }

  private async declared(markup: AdaptiveMarkup, section: string): Promise<DeclaredSettings> {
    const none: DeclaredSettings = { settings: {}, ignored: [] };
    if (!markup.settingsHref) return none;
    const file = await this.text(markup.settingsHref, markup.line, section);
    if (!file) return none;
    let json: unknown;
    try {
      json = JSON.parse(file.text);
    } catch {
      this.sink.warn(file.path, 'test.adaptiveSettingsUnread', { section });
      return none;
    }
    const declared = declaredSettings(json);
    if (declared.ignored.length) this.sink.warn(file.path, 'test.adaptiveSettingsIgnored', { section, keys: list(declared.ignored) });
    return declared;
  }

  private async parameters(markup: AdaptiveMarkup, section: string): Promise<GivenParameters> {
    if (!markup.usageHref) return new Map();
    const file = await this.text(markup.usageHref, markup.line, section);
    if (!file) return new Map();
    try {
      return usageParameters(parseXml(file.text));
    } catch {
      this.sink.warn(file.path, 'test.adaptiveUsageUnread', { section });
      return new Map();
    }
  }

  async resolve({ section, markup }: PendingAdaptive): Promise<AdaptiveSection | undefined> {
    const id = section.identifier;
    const declared = await this.declared(markup, id);
    const given = await this.parameters(markup, id);
    // a selection's `select` bounds the length when the settings do not
    const select = section.selection?.select;
    const bySelect = declared.settings.maxLength === undefined && select !== undefined && select >= 1;
    const fromSelect: Partial<CatSettings> = bySelect ? { maxLength: select, minLength: Math.min(select, catSettings().minLength) } : {};
    let settings: CatSettings;
    let scale: AdaptiveScale | undefined;
    try {
      settings = catSettings({ ...fromSelect, ...declared.settings });
      if (declared.scale) scale = { ...validateScale(declared.scale), ...(declared.scale.cut !== undefined ? { cut: declared.scale.cut } : {}) };
      if (scale?.cut !== undefined && !Number.isFinite(scale.cut)) throw new IrtSettingsError('scale.cut', 'a number', scale.cut);
    } catch (err) {
      if (!(err instanceof IrtSettingsError)) throw err;
      this.sink.error(this.file, 'test.adaptiveSettingsInvalid', { section: id, href: markup.settingsHref ?? '', detail: err.message }, markup.line);
      return undefined;
    }

    const pool: AdaptivePoolItem[] = [];
    const without: string[] = [];
    for (const { ref, strand } of poolRefs(section)) {
      const parameters = usableParameters(given.get(ref.identifier));
      if (parameters) pool.push({ ref: ref.identifier, strand, parameters });
      else without.push(ref.identifier);
    }
    if (pool.length === 0) {
      this.sink.error(this.file, 'test.adaptiveNoParameters', { section: id, href: markup.usageHref ?? '' }, markup.line);
      return undefined;
    }
    if (without.length) this.sink.warn(this.file, 'test.adaptiveItemsLeftOut', { section: id, count: without.length, items: list(without) }, markup.line);
    const strands = new Set(pool.map((p) => p.strand));
    const unknown = Object.keys(settings.contentTargets ?? {}).filter((s) => !strands.has(s));
    if (unknown.length) this.sink.warn(this.file, 'test.adaptiveUnknownStrand', { section: id, strands: list(unknown) }, markup.line);
    return { engine: markup.engine, settings, pool, ...(scale ? { scale } : {}) };
  }
}

/**
 * Reads each adaptive section's settings and usage data and sets `section.adaptive`. Refused (an
 * error at the markup's line): settings out of range, and a pool with no item parameters at all.
 */
export async function resolveAdaptiveSections(pending: PendingAdaptive[], file: string, readText: ReadText, sink: IssueSink): Promise<void> {
  const resolver = new Resolver(file, readText, sink);
  for (const entry of pending) {
    const adaptive = await resolver.resolve(entry);
    if (adaptive) entry.section.adaptive = adaptive;
  }
}
