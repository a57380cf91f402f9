import type { OutcomeDeclaration } from './types';
import type { IssueSink } from './issues';
import type { XmlElement } from './xml/parse-xml';
import { scoreKindOf } from './scoring/max-score';

/**
 * Outcome declarations read with a warning: an empty default of a non-string type is no value (an
 * empty string is NULL in QTI anyway), and an item's SCORE the portal cannot count as points.
 */
export function checkOutcomeDeclarations(elements: XmlElement[], outcomes: OutcomeDeclaration[], file: string, sink: IssueSink, item: boolean): void {
  outcomes.forEach((o, i) => {
    const line = elements[i]?.line;
    if (o.baseType !== 'string' && o.defaultValue?.some((v) => v.trim() === '')) {
      sink.warn(file, 'outcome.emptyDefault', { identifier: o.identifier, baseType: o.baseType ?? '' }, line);
    }
    if (item && o.identifier === 'SCORE' && scoreKindOf({ outcomes: [o] }) === 'uncounted') {
      sink.warn(file, 'item.uncountedScore', { cardinality: o.cardinality, baseType: o.baseType ?? '' }, line);
    }
  });
}
