import type { RouteItem } from '../qti/delivery';
import type { ItemSessionControl, SectionModel } from '../qti/types';
import type { TestContent } from '../practice-tests/test-content.service';

/** A route entry `REF.2` is the second instance of the reference `REF`. */
const refOf = (refIdentifier: string) => refIdentifier.replace(/\.\d+$/, '');

/**
 * QTI itemSessionControl (allowSkipping="false" or validateResponses="true"), nearest declaration winning;
 * nonlinear parts never require an answer, as the student may come back to any item.
 */
export function answerRequired(structure: TestContent['structure'], entry: RouteItem): boolean {
  if (entry.navigationMode !== 'linear') return false;
  const part = structure.parts.find((p) => p.identifier === entry.partIdentifier);
  if (!part) return false;
  const chain: (ItemSessionControl | undefined)[] = [part.itemSessionControl];
  let sections: SectionModel[] = part.sections;
  for (const id of entry.sectionPath) {
    const section = sections.find((s) => s.identifier === id);
    if (!section) break;
    chain.push(section.itemSessionControl);
    sections = section.children.flatMap((c) => (c.kind === 'section' ? [c.section] : []));
    if (id === entry.sectionPath.at(-1)) {
      const ref = section.children.find((c) => c.kind === 'item' && c.ref.identifier === refOf(entry.refIdentifier));
      if (ref?.kind === 'item') chain.push(ref.ref.itemSessionControl);
    }
  }
  const pick = (key: keyof ItemSessionControl) => chain.reduce<boolean | undefined>((found, c) => (c?.[key] !== undefined ? c[key] : found), undefined);
  return pick('allowSkipping') === false || pick('validateResponses') === true;
}
