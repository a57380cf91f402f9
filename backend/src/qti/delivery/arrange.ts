import type { SectionModel } from '../types';

/** The model carries no `fixed` or `required` flags, so a shuffle moves every child. `random(n)` is an integer in [0, n). */
export function arrange<T>(children: readonly T[], section: Pick<SectionModel, 'selection' | 'ordering'>, random: (n: number) => number): T[] {
  let picks = children.map((_, i) => i);
  const selection = section.selection;
  if (selection && children.length > 0) {
    const count = Math.max(0, Math.floor(selection.select));
    if (selection.withReplacement) {
      picks = Array.from({ length: count }, () => random(children.length));
    } else {
      // partial Fisher-Yates: the first `count` places hold a uniform choice of distinct children
      for (let i = 0; i < Math.min(count, picks.length); i++) {
        const j = i + random(picks.length - i);
        [picks[i], picks[j]] = [picks[j], picks[i]];
      }
      picks = picks.slice(0, count);
    }
    picks.sort((a, b) => a - b);
  } else if (selection) {
    picks = [];
  }
  if (section.ordering?.shuffle) {
    for (let i = picks.length - 1; i > 0; i--) {
      const j = random(i + 1);
      [picks[i], picks[j]] = [picks[j], picks[i]];
    }
  }
  return picks.map((i) => children[i]);
}
