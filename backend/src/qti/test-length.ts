import type { Expression, SectionModel, TestPartModel } from './types';

/** operationalTestLength, read statically from the test: the rules are in qti/README.md's "Test length". */

interface Step {
  identifier: string;
  size: number;
  gated: boolean;
  branchRules: { target: string; expression: Expression }[];
}

function alwaysTrue(e: Expression): boolean {
  return e.name === 'baseValue' && e.attrs.baseType === 'boolean' && (e.text ?? '').trim() === 'true';
}

/** Rules are tried in order and the first true one is taken, so rules after an always-true one never run. */
function reachableRules(step: Step): { targets: string[]; always: boolean } {
  const targets: string[] = [];
  for (const rule of step.branchRules) {
    targets.push(rule.target);
    if (alwaysTrue(rule.expression)) return { targets, always: true };
  }
  return { targets, always: false };
}

interface Node {
  identifiers: string[];
  size: number;
  targets: string[];
  /** every member leaves by a branch rule, so the next node is not reached by falling through */
  mustBranch: boolean;
}

function nodesOf(steps: Step[]): Node[] {
  const nodes: Node[] = [];
  let group: Step[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const rules = group.map(reachableRules);
    nodes.push({
      identifiers: group.map((s) => s.identifier),
      size: Math.max(...group.map((s) => s.size)),
      targets: rules.flatMap((r) => r.targets),
      mustBranch: rules.every((r) => r.always),
    });
    group = [];
  };
  for (const step of steps) {
    if (step.gated) {
      group.push(step);
      continue;
    }
    flush();
    const rules = reachableRules(step);
    nodes.push({ identifiers: [step.identifier], size: step.size, targets: rules.targets, mustBranch: rules.always });
  }
  flush();
  return nodes;
}

/** Longest path through siblings in document order; a jump may only go forward. */
function longestPath(steps: Step[]): number {
  const nodes = nodesOf(steps);
  const best: number[] = new Array<number>(nodes.length + 1).fill(0);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    let next = node.mustBranch ? -Infinity : best[i + 1];
    for (const target of node.targets) {
      const j = nodes.findIndex((n, k) => k > i && n.identifiers.includes(target));
      // a target that is no later sibling leaves these siblings
      next = Math.max(next, j > i ? best[j] : 0);
    }
    best[i] = node.size + (next === -Infinity ? 0 : next);
  }
  return best[0];
}

/** A sibling as the count sees it; without `linear` (a nonlinear part) its conditions are ignored. */
function stepOf(node: { identifier: string; preConditions: Expression[]; branchRules: Step['branchRules'] }, size: number, linear: boolean): Step {
  return linear
    ? { identifier: node.identifier, size, gated: node.preConditions.length > 0, branchRules: node.branchRules }
    : { identifier: node.identifier, size, gated: false, branchRules: [] };
}

export function sectionLength(section: SectionModel, linear = true): number {
  const steps: Step[] = section.children.map((c) =>
    c.kind === 'item' ? stepOf(c.ref, 1, linear) : stepOf(c.section, sectionLength(c.section, linear), linear),
  );
  // an adaptive section gives at most its maximum length, and no more than its pool holds
  if (section.adaptive) return Math.min(section.adaptive.settings.maxLength, section.adaptive.pool.length);
  if (!section.selection || steps.length === 0) return longestPath(steps);
  const select = section.selection.select;
  const sorted = steps.map((s) => s.size).sort((a, b) => b - a);
  let sum = 0;
  for (let i = 0; i < select; i++) sum += sorted[section.selection.withReplacement ? 0 : i] ?? 0;
  return sum;
}

export function partLength(part: TestPartModel): number {
  const linear = part.navigationMode === 'linear';
  return longestPath(part.sections.map((s) => stepOf(s, sectionLength(s, linear), linear)));
}

export function testLength(parts: TestPartModel[]): number {
  return longestPath(parts.map((p) => ({ identifier: p.identifier, size: partLength(p), gated: p.preConditions.length > 0, branchRules: p.branchRules })));
}
