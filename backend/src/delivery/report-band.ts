import type { OutcomeDeclaration } from '../qti/types';
import type { ScoreBandDto } from './dto/delivery-views.dto';

/** The test outcome whose interpolation table holds a package's own cut scores (content-package-format.md). */
export const BAND_OUTCOME = 'BAND';

/**
 * Bands come only from the test's own BAND interpolationTable (or its defaultValue); no declaration, no band:
 * the portal never invents one.
 */
export function bandOf(outcomes: OutcomeDeclaration[] | undefined, percent: number): ScoreBandDto | null {
  const decl = outcomes?.find((o) => o.identifier === BAND_OUTCOME);
  const table = decl?.lookupTable;
  if (!table || table.kind !== 'interpolation' || table.entries.length === 0) return null;
  const hit = table.entries.find((e) => (e.includeBoundary === false ? percent > e.source : percent >= e.source));
  const label = (hit?.target ?? table.defaultValue ?? '').trim();
  if (!label) return null;
  const cuts = table.entries.map((e) => ({ label: e.target, fromPercent: e.source })).sort((a, b) => b.fromPercent - a.fromPercent);
  return { label, fromPercent: hit ? hit.source : null, cutScores: cuts };
}
