import type { IssueSink } from '../issues';
import type { ItemRef, SectionModel, TestModel } from '../types';
import { testLength } from '../test-length';
import { childElements, findAll, firstChild, textOf, type XmlElement } from '../xml/parse-xml';
import { itemFields, pointsOf } from './metadata';

/** Every item, section and bank of a package's QTI 1.2 files, by ident, with the file each is in. */
export interface Qti12Library {
  items: Map<string, { el: XmlElement; file: string }>;
  sections: Map<string, { el: XmlElement; file: string }>;
  banks: Map<string, { el: XmlElement; file: string }>;
  /** each item's weights so far, in the order met: the first keeps the item's ident as its uin, each other is a copy */
  weights: Map<string, (number | undefined)[]>;
}

/** Where an item is delivered: its uin (a copy's when a group weighs it differently), strand and the points a group gives it. */
export interface Placed {
  ident: string;
  uin: string;
  strand: string;
  points?: number;
}

/** A test of the package with, for each item, the strand it sits in, in delivery order. */
export interface Qti12Test {
  model: TestModel;
  file: string;
  placed: Placed[];
}

/** Canvas names the section that holds a quiz's questions; it is no strand of its own. */
const ROOT_SECTION = 'root_section';
const MAX_SECTIONS = 2_000;

/** Canvas's points per item of a question group (`selection_extension`), or a section's metadata field of that name. */
function pointsPerItem(section: XmlElement, selection: XmlElement | undefined): number | undefined {
  const extension = selection ? firstChild(selection, 'selection_extension') : undefined;
  const written = extension ? firstChild(extension, 'points_per_item') : undefined;
  const field = childElements(section, 'qtimetadata')
    .flatMap((m) => childElements(m, 'qtimetadatafield'))
    .find((f) => textOf(firstChild(f, 'fieldlabel') ?? f).trim() === 'points_per_item');
  const text = written ? textOf(written) : field ? textOf(firstChild(field, 'fieldentry') ?? field) : '';
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
}

class TestBuilder {
  readonly placed: Placed[] = [];
  private readonly seen = new Set<string>();
  private readonly claimed = new Set<string>();
  private sectionCount = 0;

  constructor(
    private readonly library: Qti12Library,
    private readonly file: string,
    private readonly sink: IssueSink,
    private readonly title: string,
  ) {}

  /** Section identifiers must be unique in a test; a bank drawn by two sections gives two. */
  private identifier(raw: string | undefined): string {
    this.sectionCount++;
    let id = (raw ?? '').replace(/[^\p{L}\p{N}_.-]/gu, '_') || `section-${this.sectionCount}`;
    if (!/^[\p{L}_]/u.test(id)) id = `S_${id}`;
    for (let n = 2; this.claimed.has(id); n++) id = `${id}_${n}`;
    this.claimed.add(id);
    return id;
  }

  section(el: XmlElement, strand: string, depth = 0, inherited?: number): SectionModel {
    const title = el.attrs.title ?? '';
    // sections naming each other could multiply without end: a quiz has far fewer
    if (this.sectionCount > MAX_SECTIONS) {
      if (this.sectionCount++ === MAX_SECTIONS + 1) this.sink.error(this.file, 'qti12.tooManySections', { limit: MAX_SECTIONS }, el.line);
      return { identifier: `section-${this.sectionCount}`, title, visible: true, preConditions: [], branchRules: [], children: [] };
    }
    const own = el.attrs.ident === ROOT_SECTION || !title ? strand : title;
    const section: SectionModel = { identifier: this.identifier(el.attrs.ident), title: own, visible: true, preConditions: [], branchRules: [], children: [] };
    const ordering = firstChild(el, 'selection_ordering');
    const selection = ordering ? firstChild(ordering, 'selection') : undefined;
    const bankRef = selection ? firstChild(selection, 'sourcebank_ref') : undefined;
    const points = pointsPerItem(el, selection) ?? inherited;
    if (points !== undefined && points !== inherited)
      this.sink.note(this.file, 'qti12.pointsPerItem', { section: title || section.identifier, points }, (selection ?? el).line);
    if (bankRef) {
      const bank = this.library.banks.get(textOf(bankRef).trim());
      if (!bank) this.sink.error(this.file, 'qti12.bankMissing', { bank: textOf(bankRef).trim() }, bankRef.line);
      else this.fill(section, bank.el, own, depth, points);
    }
    this.fill(section, el, own, depth, points);
    const count = selection ? Number(textOf(firstChild(selection, 'selection_number') ?? selection).trim()) : NaN;
    if (Number.isInteger(count) && count > 0) {
      if (count > section.children.length) {
        // the LMS delivers what the pool has; so does the portal, and says so
        this.sink.warn(
          this.file,
          'qti12.selectionCapped',
          { section: title || section.identifier, select: count, count: section.children.length },
          selection!.line,
        );
      }
      section.selection = { select: Math.min(count, section.children.length), withReplacement: false };
    }
    const order = ordering ? firstChild(ordering, 'order') : undefined;
    if (order?.attrs.order_type === 'Random' || (bankRef && !order)) section.ordering = { shuffle: true };
    return section;
  }

  /** The items and sections an element holds, in document order, each item once per test. */
  /** The item's uin at these points: its ident the first time, a copy `ident~n` for each other weight. */
  private uinOf(ident: string, points: number | undefined): string {
    const known = this.library.weights.get(ident) ?? [];
    let at = known.indexOf(points);
    if (at < 0) {
      at = known.push(points) - 1;
      this.library.weights.set(ident, known);
      const item = this.library.items.get(ident)!.el;
      const weight = points ?? pointsOf(itemFields(item)) ?? '?';
      if (at > 0) this.sink.note(this.file, 'qti12.weighedCopy', { item: ident, points: weight, copy: `${ident}~${at + 1}` }, item.line);
    }
    return at === 0 ? ident : `${ident}~${at + 1}`;
  }

  private fill(section: SectionModel, from: XmlElement, strand: string, depth: number, points?: number): void {
    for (const child of childElements(from)) {
      if (child.name === 'item' || child.name === 'itemref') {
        const ident = child.name === 'item' ? child.attrs.ident : child.attrs.linkrefid;
        if (!ident || !this.library.items.has(ident)) {
          this.sink.error(this.file, 'qti12.itemMissing', { item: ident ?? '' }, child.line);
          continue;
        }
        if (this.seen.has(ident)) continue;
        this.seen.add(ident);
        const uin = this.uinOf(ident, points);
        this.placed.push({ ident, uin, strand, points });
        const ref: ItemRef = { identifier: ident, uin, href: this.library.items.get(ident)!.file, categories: [], preConditions: [], branchRules: [] };
        section.children.push({ kind: 'item', ref });
      } else if (child.name === 'section' || child.name === 'sectionref') {
        const target = child.name === 'section' ? child : this.library.sections.get(child.attrs.linkrefid ?? '')?.el;
        if (!target) this.sink.error(this.file, 'qti12.sectionMissing', { section: child.attrs.linkrefid ?? '' }, child.line);
        else if (depth < 20) section.children.push({ kind: 'section', section: this.section(target, strand, depth + 1, points) });
      }
    }
  }

  test(identifier: string, sections: SectionModel[], description?: string): TestModel {
    const parts = [
      { identifier: 'part-1', navigationMode: 'nonlinear' as const, submissionMode: 'individual' as const, preConditions: [], branchRules: [], sections },
    ];
    const model: TestModel = {
      identifier,
      title: this.title,
      branchingProfileName: 'linear',
      operationalTestLength: testLength(parts),
      parts,
      outcomes: [],
      outcomeProcessing: [],
    };
    if (description) model.description = description;
    return model;
  }
}

function aliasOf(title: string): string {
  return title.replace(/[^\p{L}\p{N}_.-]+/gu, '-') || 'test';
}

/** A quiz (assessment) as a test: its sections in order, banks drawn where its sections say. */
export function assessmentTest(assessment: XmlElement, file: string, library: Qti12Library, sink: IssueSink): Qti12Test {
  const title = assessment.attrs.title?.trim() || assessment.attrs.ident || 'Test';
  const builder = new TestBuilder(library, file, sink, title);
  const sections = childElements(assessment)
    .filter((c) => c.name === 'section' || c.name === 'sectionref')
    .map((c) => (c.name === 'section' ? c : library.sections.get(c.attrs.linkrefid ?? '')?.el))
    .filter((c): c is XmlElement => !!c)
    .map((s) => builder.section(s, title));
  const description = findAll(assessment, (e) => e.name === 'objectives' || e.name === 'rubric')[0];
  const model = builder.test(aliasOf(assessment.attrs.ident ?? title), sections, description ? textOf(description).trim() || undefined : undefined);
  if (!builder.placed.length) sink.error(file, 'test.noItems', {}, assessment.line);
  return { model, file, placed: builder.placed };
}

/** A question bank no quiz draws from, or the items a package lists alone: a test of them all, in order. */
export function bankAsTest(bank: XmlElement, title: string, file: string, library: Qti12Library, sink: IssueSink): Qti12Test {
  const builder = new TestBuilder(library, file, sink, title);
  const section = builder.section({ ...bank, name: 'section', attrs: { ident: bank.attrs.ident ?? 'bank', title } }, title);
  return { model: builder.test(aliasOf(bank.attrs.ident ?? title), [section]), file, placed: builder.placed };
}
