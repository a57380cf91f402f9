import type { Expression, ItemRef, ItemSessionControl, SectionModel, TestModel, TestPartModel } from './types';
import type { IssueSink } from './issues';
import { RuleReader, TEST_RULES } from './processing';
import { testLength } from './test-length';
import { readOutcomeDeclaration } from './declarations';
import { checkOutcomeDeclarations } from './declaration-checks';
import { childElements, firstChild, type XmlElement } from './xml/parse-xml';
import { resolveHref, type PackagePaths } from './zip/entry-path';
import { adaptiveMarkup } from './adaptive/markup';
import type { PendingAdaptive } from './adaptive/resolve';

/** Where an item reference sits: what the portal stores per item. */
export interface Placement {
  path: string;
  strandName: string;
  calculator: 0 | 1 | 2 | 3;
  /** the reference's identifier: most often the item's too, and then its one copy */
  identifier: string;
}

export interface TestLookup {
  files: PackagePaths;
  /** the one copy of a package path kept elsewhere (the zip's), so that a reference does not hold another */
  intern?: (path: string) => string;
  /** package path of a declared item file → its identifier (uin), undefined when the item failed to read */
  itemUins: Pick<ReadonlyMap<string, string | undefined>, 'has' | 'get'>;
}

const CALCULATORS: Record<string, 1 | 2 | 3> = { 'calculator-basic': 1, 'calculator-sqrt': 2, 'calculator-graphing': 3 };
const EXIT_TARGETS = new Set(['EXIT_TEST', 'EXIT_TESTPART', 'EXIT_SECTION']);
/** Shared by every reference without categories or rules: a test of 50,000 items held 150,000 empty lists. */
const NONE = Object.freeze([]) as never[];
const orNone = <T>(list: T[]): T[] => (list.length ? list : NONE);

export function calculatorOf(categories: string[]): 0 | 1 | 2 | 3 {
  return categories.reduce<0 | 1 | 2 | 3>((best, c) => Math.max(best, CALCULATORS[c] ?? 0) as 0 | 1 | 2 | 3, 0);
}

class TestReader {
  readonly placements: Placement[] = [];
  readonly identifiers = new Set<string>();
  readonly branchTargets: { target: string; line: number }[] = [];
  /** sections with adaptive markup, whose files are read once the test is */
  readonly adaptive: PendingAdaptive[] = [];
  hasBranching = false;
  /** the part being read: an adaptive section needs a linear part whose items are submitted one by one */
  private part_: { identifier: string; linear: boolean } = { identifier: '', linear: true };
  private readonly rules: RuleReader;

  constructor(
    private readonly file: string,
    private readonly lookup: TestLookup,
    private readonly sink: IssueSink,
  ) {
    this.rules = new RuleReader(file, sink, TEST_RULES);
  }

  private claim(identifier: string | undefined, el: XmlElement): string {
    const id = identifier ?? '';
    if (!id) this.sink.error(this.file, 'item.missingIdentifier', { element: el.name }, el.line);
    else if (this.identifiers.has(id)) this.sink.error(this.file, 'test.duplicateIdentifier', { identifier: id }, el.line);
    this.identifiers.add(id);
    return id;
  }

  private conditions(el: XmlElement): { preConditions: Expression[]; branchRules: { target: string; expression: Expression }[] } {
    const preConditions = orNone(childElements(el, 'preCondition').map((p) => this.rules.expression(childElements(p)[0] ?? p)));
    const branchRules = orNone(
      childElements(el, 'branchRule').map((b) => {
        this.branchTargets.push({ target: b.attrs.target ?? '', line: b.line });
        return { target: b.attrs.target ?? '', expression: this.rules.expression(childElements(b)[0] ?? b) };
      }),
    );
    if (preConditions.length || branchRules.length) this.hasBranching = true;
    return { preConditions, branchRules };
  }

  /** The itemSessionControl attributes the player applies; absent when the element declares none. */
  private sessionControl(el: XmlElement): { itemSessionControl?: ItemSessionControl } {
    const control = firstChild(el, 'itemSessionControl');
    if (!control) return {};
    const flag = (name: string) => (control.attrs[name] === 'true' ? true : control.attrs[name] === 'false' ? false : undefined);
    const read: ItemSessionControl = {};
    const allowSkipping = flag('allowSkipping');
    const validateResponses = flag('validateResponses');
    if (allowSkipping !== undefined) read.allowSkipping = allowSkipping;
    if (validateResponses !== undefined) read.validateResponses = validateResponses;
    return Object.keys(read).length ? { itemSessionControl: read } : {};
  }

  private itemRef(el: XmlElement, strandName: string): ItemRef {
    // read once: a reference kept as a leaf makes its attributes when asked
    const attrs = el.attrs;
    const identifier = this.claim(attrs.identifier, el);
    const href = attrs.href ?? '';
    const resolved = resolveHref(this.file, href);
    const path = resolved !== undefined && this.lookup.intern ? this.lookup.intern(resolved) : resolved;
    const categories = orNone((attrs.category ?? '').split(/\s+/).filter(Boolean));
    let uin = '';
    if (!path || !this.lookup.files.has(path)) {
      this.sink.error(this.file, 'test.itemRefMissing', { identifier, href }, el.line);
    } else if (!this.lookup.itemUins.has(path)) {
      this.sink.error(this.file, 'test.undeclaredItem', { identifier, href }, el.line);
    } else if (this.lookup.itemUins.get(path) !== undefined) {
      uin = this.lookup.itemUins.get(path)!;
      this.placements.push({ path, strandName, calculator: calculatorOf(categories), identifier });
    }
    const ref: ItemRef = { identifier, uin, href: path ?? href, categories, ...this.conditions(el), ...this.sessionControl(el) };
    const weights = childElements(el, 'weight');
    if (weights.length) ref.weights = Object.fromEntries(weights.map((w) => [w.attrs.identifier ?? '', Number(w.attrs.value ?? 1)]));
    return ref;
  }

  section(el: XmlElement): SectionModel {
    const title = el.attrs.title ?? '';
    const selEl = firstChild(el, 'selection');
    const ordEl = firstChild(el, 'ordering');
    const section: SectionModel = {
      identifier: this.claim(el.attrs.identifier, el),
      title,
      visible: el.attrs.visible !== 'false',
      ...this.conditions(el),
      ...this.sessionControl(el),
      children: [],
    };
    if (selEl) section.selection = { select: Number(selEl.attrs.select ?? 0), withReplacement: selEl.attrs.withReplacement === 'true' };
    if (ordEl) section.ordering = { shuffle: ordEl.attrs.shuffle === 'true' };
    const markup = adaptiveMarkup(el);
    if (markup && !this.part_.linear)
      this.sink.error(this.file, 'test.adaptiveNeedsLinear', { section: section.identifier, part: this.part_.identifier }, markup.line);
    else if (markup) this.adaptive.push({ section, markup });
    for (const c of childElements(el)) {
      if (c.name === 'assessmentItemRef') section.children.push({ kind: 'item', ref: this.itemRef(c, title) });
      else if (c.name === 'assessmentSection') section.children.push({ kind: 'section', section: this.section(c) });
    }
    // The portal keeps one response per item of a session, so an item drawn twice could not keep two answers.
    if (section.selection?.withReplacement) this.sink.error(this.file, 'test.withReplacementUnsupported', { section: section.identifier }, selEl!.line);
    // select beyond the pool: every child is delivered, as no more can be (an adaptive section reads select as its maximum length)
    else if (!markup && section.selection && section.selection.select > section.children.length) {
      const { select } = section.selection;
      this.sink.warn(this.file, 'test.selectionCapped', { section: section.identifier, select, count: section.children.length }, selEl!.line);
      section.selection.select = section.children.length;
    }
    return section;
  }

  part(el: XmlElement): TestPartModel {
    this.part_ = { identifier: el.attrs.identifier ?? '', linear: el.attrs.navigationMode !== 'nonlinear' && el.attrs.submissionMode !== 'simultaneous' };
    return {
      identifier: this.claim(el.attrs.identifier, el),
      navigationMode: el.attrs.navigationMode === 'nonlinear' ? 'nonlinear' : 'linear',
      submissionMode: el.attrs.submissionMode === 'simultaneous' ? 'simultaneous' : 'individual',
      ...this.conditions(el),
      ...this.sessionControl(el),
      sections: childElements(el, 'assessmentSection').map((s) => this.section(s)),
    };
  }

  outcomeRules(el: XmlElement | undefined) {
    return el ? this.rules.rules(el) : [];
  }
}

export interface ParsedTest {
  model: TestModel;
  placements: Placement[];
  /** adaptive sections to complete from their files (`resolveAdaptiveSections`), then the length to count again */
  adaptive: PendingAdaptive[];
}

export function readTest(
  root: XmlElement,
  file: string,
  lookup: TestLookup,
  sink: IssueSink,
  meta: { description?: string; parentTestAlias?: string; branchingProfileName?: string },
): ParsedTest {
  const reader = new TestReader(file, lookup, sink);
  const parts = childElements(root, 'testPart').map((p) => reader.part(p));
  for (const { target, line } of reader.branchTargets) {
    if (!EXIT_TARGETS.has(target) && !reader.identifiers.has(target)) {
      sink.error(file, 'test.branchTargetMissing', { target }, line);
    }
  }
  if (reader.placements.length === 0 && !sink.hasErrors) sink.error(file, 'test.noItems', {}, root.line);
  const operationalTestLength = testLength(parts);
  const outcomeElements = childElements(root, 'outcomeDeclaration');
  const outcomes = outcomeElements.map(readOutcomeDeclaration);
  checkOutcomeDeclarations(outcomeElements, outcomes, file, sink, false);
  const model: TestModel = {
    identifier: root.attrs.identifier ?? '',
    title: root.attrs.title ?? root.attrs.identifier ?? '',
    branchingProfileName: meta.branchingProfileName ?? (reader.hasBranching ? 'branching' : 'linear'),
    operationalTestLength,
    parts,
    outcomes,
    outcomeProcessing: reader.outcomeRules(firstChild(root, 'outcomeProcessing')),
  };
  if (meta.description) model.description = meta.description;
  if (meta.parentTestAlias) model.parentTestAlias = meta.parentTestAlias;
  return { model, placements: reader.placements, adaptive: reader.adaptive };
}

/** An item bank without a test becomes one linear test of all its items, in manifest order. */
export function bankTest(identifier: string, title: string, items: { uin: string; href: string }[], description?: string): TestModel {
  const section: SectionModel = {
    identifier: 'section-1',
    title,
    visible: true,
    preConditions: [],
    branchRules: [],
    children: items.map(({ uin, href }) => ({
      kind: 'item' as const,
      ref: { identifier: uin, uin, href, categories: [], preConditions: [], branchRules: [] },
    })),
  };
  const model: TestModel = {
    identifier,
    title,
    branchingProfileName: 'linear',
    operationalTestLength: items.length,
    parts: [{ identifier: 'part-1', navigationMode: 'linear', submissionMode: 'individual', preConditions: [], branchRules: [], sections: [section] }],
    outcomes: [],
    outcomeProcessing: [],
  };
  if (description) model.description = description;
  return model;
}
