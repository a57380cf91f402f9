import type { ItemRef, SectionModel, TestPartModel } from "../types";
import { arrange } from "./arrange";
import { sectionRandom } from "./prng";
import type {
  ItemOutcomes,
  RouteItem,
  RouteResult,
  RoutedTest,
} from "./route-types";

/**
 * How a walk over siblings ended: on to the next sibling, stopped (listing is over and what follows
 * cannot be known yet, or something does follow), or leaving by a branch rule.
 */
type Signal =
  | { kind: "next" }
  | { kind: "stop" }
  | { kind: "exit"; target: string }
  | { kind: "jump"; target: string };

const NEXT: Signal = { kind: "next" };
const STOP: Signal = { kind: "stop" };

interface Place {
  part: TestPartModel;
  sectionPath: string[];
}

class Walker {
  readonly items: RouteItem[] = [];
  /**
   * Set once an item without outcomes is listed (the current linear item, or a nonlinear part not
   * finished): from then on nothing more is listed and the walk only learns whether anything follows.
   */
  private lookahead = false;
  /** how often each reference and section has come up: a repeat is the QTI instance `ID.2`, `ID.3`, ... */
  private readonly instances = new Map<string, number>();

  constructor(
    private readonly test: RoutedTest,
    private readonly seed: number,
    private readonly outcomes: ItemOutcomes,
  ) {}

  run(): RouteResult {
    const signal = this.parts();
    return {
      items: this.items,
      complete: signal.kind !== "stop",
      testOutcomes: {},
    };
  }

  private parts(): Signal {
    for (const part of this.test.parts) {
      const signal =
        part.navigationMode === "linear"
          ? this.linearPart(part)
          : this.nonlinearPart(part);
      if (signal.kind === "stop") return signal;
    }
    return NEXT;
  }

  private linearPart(part: TestPartModel): Signal {
    for (const section of part.sections) {
      const signal = this.section(section, { part, sectionPath: [] });
      if (signal.kind === "stop") return signal;
    }
    return NEXT;
  }

  private instance(identifier: string): string {
    const n = (this.instances.get(identifier) ?? 0) + 1;
    this.instances.set(identifier, n);
    return n === 1 ? identifier : `${identifier}.${n}`;
  }

  /** Selection and ordering draw from the section's own stream, so they never depend on outcomes. */
  private childrenOf(section: SectionModel): SectionModel["children"] {
    return arrange(
      section.children,
      section,
      sectionRandom(this.seed, this.instance(section.identifier)),
    );
  }

  private section(section: SectionModel, place: Place): Signal {
    const inner = {
      part: place.part,
      sectionPath: [...place.sectionPath, section.identifier],
    };
    for (const child of this.childrenOf(section)) {
      const signal =
        child.kind === "item"
          ? this.item(child.ref, inner)
          : this.section(child.section, inner);
      if (signal.kind === "stop") return signal;
    }
    return NEXT;
  }

  private item(ref: ItemRef, place: Place): Signal {
    if (this.lookahead) return STOP;
    const listed = this.routeItem(ref, place);
    this.items.push(listed);
    if (!this.outcomes[listed.refIdentifier]) this.lookahead = true;
    return NEXT;
  }

  /** A nonlinear part lists every item at once, in order; its conditions do not apply (QTI). */
  private nonlinearPart(part: TestPartModel): Signal {
    const listed: RouteItem[] = [];
    const collect = (section: SectionModel, path: string[]) => {
      const inner = [...path, section.identifier];
      for (const child of this.childrenOf(section)) {
        if (child.kind === "item")
          listed.push(this.routeItem(child.ref, { part, sectionPath: inner }));
        else collect(child.section, inner);
      }
    };
    for (const section of part.sections) collect(section, []);
    if (listed.length === 0) return NEXT;
    if (this.lookahead) return STOP;
    this.items.push(...listed);
    if (listed.some((item) => !this.outcomes[item.refIdentifier]))
      this.lookahead = true;
    return NEXT;
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

/**
 * The route of one session: the items delivered so far and, in nonlinear parts, every item of the
 * part. Deterministic for (test, seed, outcomes): a resume with the stored seed and the outcomes of
 * the final items sees the same items in the same order. The walk stops at the first linear item
 * whose outcomes are not known (the current item); a nonlinear part must be finished (every item
 * final) before the next part is entered.
 */
export function walkRoute(
  test: RoutedTest,
  seed: number,
  outcomes: ItemOutcomes,
): RouteResult {
  return new Walker(test, seed >>> 0, outcomes).run();
}
