import type { Expression, ItemRef, QtiValue, SectionModel, TestPartModel } from '../types';
import { arrange } from './arrange';
import { sectionRandom } from '../prng';
import type { AdaptiveRoute, ItemOutcomes, RouteItem, RouteResult, RoutedTest } from './route-types';
import { catSettings, eligibleItems, nextStep, type Answer } from '../../irt';
import { adaptiveRoute, adaptiveSeed, bankOf, dichotomous } from './adaptive-step';
import { TestOutcomes } from './test-outcomes';
import type { DeclaredBounds } from '../scoring/session-facts';

/** 'stop': the listing is over; 'jump': a later identifier the enclosing levels look for among their own siblings. */
type Signal = { kind: 'next' } | { kind: 'stop' } | { kind: 'exit'; target: string } | { kind: 'jump'; target: string };

const NEXT: Signal = { kind: 'next' };
const STOP: Signal = { kind: 'stop' };
const EXITS = new Set(['EXIT_SECTION', 'EXIT_TESTPART', 'EXIT_TEST']);

type Rule = { target: string; expression: Expression };

/** A part, section or item reference among its siblings. */
interface Step {
  identifier: string;
  preConditions: Expression[];
  branchRules: Rule[];
  walk: () => Signal;
}

interface Place {
  part: TestPartModel;
  sectionPath: string[];
}

class Walker {
  readonly items: RouteItem[] = [];
  readonly adaptive: AdaptiveRoute[] = [];
  /** route keys and outcomes of the listed items that are final, in route order */
  private readonly answered: [string, Record<string, QtiValue>][] = [];
  /** listed items without outcomes: the current linear item, or the open items of a nonlinear part */
  private readonly unknown = new Set<string>();
  /** After an item without outcomes nothing more is listed; the walk goes on only to learn whether anything follows. */
  private lookahead = false;
  /** how often each reference and section has come up: a repeat is the QTI instance `ID.2`, `ID.3`, ... */
  private readonly instances = new Map<string, number>();
  private readonly testOutcomes: TestOutcomes;

  constructor(
    private readonly test: RoutedTest,
    private readonly seed: number,
    private readonly outcomes: ItemOutcomes,
    private readonly declaredOf?: (uin: string) => DeclaredBounds | undefined,
  ) {
    this.testOutcomes = new TestOutcomes(test, this.seed, declaredOf);
  }

  run(): RouteResult {
    const steps = this.test.parts.map((part) => ({ ...part, walk: () => this.part(part) }));
    const signal = this.siblings(steps);
    return {
      items: this.items,
      complete: signal.kind !== 'stop',
      testOutcomes: Object.fromEntries(this.testOutcomes.processed(this.answered, this.items).outcomes),
      ...(this.adaptive.length ? { adaptive: this.adaptive } : {}),
    };
  }

  // ---- conditions ----

  private holds(condition: Expression): boolean | 'unknown' {
    if (this.lookahead && this.testOutcomes.dependsOn(condition, this.unknown)) return 'unknown';
    return this.testOutcomes.holds(condition, this.answered, this.items);
  }

  /** A step is delivered when all its preConditions hold; one that fails settles it either way. */
  private allowed(preConditions: Expression[]): boolean | 'unknown' {
    const results = preConditions.map((c) => this.holds(c));
    if (results.includes(false)) return false;
    return results.includes('unknown') ? 'unknown' : true;
  }

  /** The target of the first branch rule that holds, null when none does. */
  private branch(rules: Rule[]): string | null | 'unknown' {
    for (const rule of rules) {
      const result = this.holds(rule.expression);
      if (result === 'unknown') return 'unknown';
      if (result) return rule.target;
    }
    return null;
  }

  // ---- structure ----

  /**
   * Siblings in a linear context, with their preConditions and branch rules: a rule's target is a
   * later sibling, an EXIT_* for the enclosing levels, or an identifier further up.
   */
  private siblings(steps: Step[]): Signal {
    let i = 0;
    while (i < steps.length) {
      const step = steps[i];
      const allowed = this.allowed(step.preConditions);
      if (allowed === 'unknown') return STOP;
      if (!allowed) {
        i++;
        continue;
      }
      let signal = step.walk();
      if (signal.kind === 'next') {
        const target = this.branch(step.branchRules);
        if (target === 'unknown') return STOP;
        if (target !== null) signal = EXITS.has(target) ? { kind: 'exit', target } : { kind: 'jump', target };
      }
      if (signal.kind === 'jump') {
        const target = signal.target;
        const j = steps.findIndex((s, k) => k > i && s.identifier === target);
        if (j > i) {
          i = j;
          continue;
        }
      }
      if (signal.kind !== 'next') return signal;
      i++;
    }
    return NEXT;
  }

  /** Leaves the test on any exit, and on a jump to nothing later (QTI allows only forward jumps). */
  private part(part: TestPartModel): Signal {
    const signal = part.navigationMode === 'linear' ? this.linearPart(part) : this.nonlinearPart(part);
    if (signal.kind === 'exit' && signal.target !== 'EXIT_TEST') return NEXT;
    return signal;
  }

  private linearPart(part: TestPartModel): Signal {
    const place = { part, sectionPath: [] };
    return this.siblings(part.sections.map((section) => ({ ...section, walk: () => this.section(section, place) })));
  }

  private instance(identifier: string): string {
    const n = (this.instances.get(identifier) ?? 0) + 1;
    this.instances.set(identifier, n);
    return n === 1 ? identifier : `${identifier}.${n}`;
  }

  /** Selection and ordering draw from the section's own stream, so they never depend on outcomes. */
  private childrenOf(section: SectionModel): SectionModel['children'] {
    return arrange(section.children, section, sectionRandom(this.seed, this.instance(section.identifier)));
  }

  private section(section: SectionModel, place: Place): Signal {
    const inner = { part: place.part, sectionPath: [...place.sectionPath, section.identifier] };
    if (section.adaptive) return this.adaptiveSection(section, inner);
    const steps = this.childrenOf(section).map((child) =>
      child.kind === 'item' ? { ...child.ref, walk: () => this.item(child.ref, inner) } : { ...child.section, walk: () => this.section(child.section, inner) },
    );
    const signal = this.siblings(steps);
    return signal.kind === 'exit' && signal.target === 'EXIT_SECTION' ? NEXT : signal;
  }

  private item(ref: ItemRef, place: Place): Signal {
    if (this.lookahead) return STOP;
    this.list(this.routeItem(ref, place));
    if (this.unknown.size > 0) this.lookahead = true;
    return NEXT;
  }

  /**
   * The engine picks each item from the scores of those before it (`dichotomous`): listed while
   * their outcomes are final, up to the first that is not, or until the engine stops.
   */
  private adaptiveSection(section: SectionModel, place: Place): Signal {
    if (this.lookahead) return STOP;
    const adaptive = section.adaptive!;
    const instance = this.instance(section.identifier);
    const refs = new Map<string, { ref: ItemRef; sectionPath: string[] }>();
    const collect = (s: SectionModel, path: string[]) => {
      for (const child of s.children) {
        if (child.kind === 'item') refs.set(child.ref.identifier, { ref: child.ref, sectionPath: path });
        else collect(child.section, [...path, child.section.identifier]);
      }
    };
    collect(section, place.sectionPath);
    const bank = bankOf(adaptive);
    const settings = catSettings(adaptive.settings);
    const seed = adaptiveSeed(this.seed, instance);
    const answers: Answer[] = [];
    for (;;) {
      const step = nextStep(bank, answers, settings, seed);
      if (step.done) {
        this.adaptive.push(adaptiveRoute(section.identifier, adaptive, answers.length, step.estimate, step.reason));
        return NEXT;
      }
      const { ref, sectionPath } = refs.get(step.choice.item.id)!;
      const item = this.routeItem(ref, { part: place.part, sectionPath });
      this.list(item);
      const outcomes = this.outcomes[item.refIdentifier];
      if (!outcomes) {
        this.adaptive.push(adaptiveRoute(section.identifier, adaptive, answers.length, step.estimate, null));
        this.lookahead = true;
        // after this item the engine stops for certain only at the maximum length or with the pool used up
        const last = answers.length + 1 >= settings.maxLength || eligibleItems(bank, answers).length === 1;
        return last ? NEXT : STOP;
      }
      answers.push({ id: ref.identifier, score: dichotomous(outcomes, this.declaredOf?.(ref.uin)) });
    }
  }

  /** A nonlinear part lists every item at once, in order; its sections' and items' conditions do not apply (QTI). */
  private nonlinearPart(part: TestPartModel): Signal {
    const listed: RouteItem[] = [];
    const collect = (section: SectionModel, path: string[]) => {
      const inner = [...path, section.identifier];
      for (const child of this.childrenOf(section)) {
        if (child.kind === 'item') listed.push(this.routeItem(child.ref, { part, sectionPath: inner }));
        else collect(child.section, inner);
      }
    };
    for (const section of part.sections) collect(section, []);
    if (listed.length === 0) return NEXT;
    if (this.lookahead) return STOP;
    listed.forEach((item) => this.list(item));
    if (this.unknown.size > 0) this.lookahead = true;
    return NEXT;
  }

  private list(item: RouteItem): void {
    this.items.push(item);
    const outcomes = this.outcomes[item.refIdentifier];
    if (outcomes) this.answered.push([item.refIdentifier, outcomes]);
    else this.unknown.add(item.refIdentifier);
  }

  private routeItem(ref: ItemRef, place: Place): RouteItem {
    return {
      refIdentifier: this.instance(ref.identifier),
      uin: ref.uin,
      partIdentifier: place.part.identifier,
      sectionPath: place.sectionPath,
      navigationMode: place.part.navigationMode,
      categories: [...ref.categories],
    };
  }
}

/** Deterministic for (test, seed, outcomes), so a resume sees the same route: see "Routes" in qti/README.md. */
export function walkRoute(test: RoutedTest, seed: number, outcomes: ItemOutcomes, declaredOf?: (uin: string) => DeclaredBounds | undefined): RouteResult {
  return new Walker(test, seed >>> 0, outcomes, declaredOf).run();
}
