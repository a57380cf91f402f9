import { hash32 } from '@portal/shared';
import { isReady, toScale, type AbilityEstimate, type BankItem, type StopReason } from '../../irt';
import type { DeclaredBounds } from '../scoring/session-facts';
import type { AdaptiveSection, QtiValue } from '../types';
import type { AdaptiveRoute } from './route-types';

/** The engine's bank: a pool item's reference identifier is its id. */
export function bankOf(adaptive: AdaptiveSection): BankItem[] {
  return adaptive.pool.map((p) => ({ id: p.ref, strand: p.strand, parameters: p.parameters }));
}

/** The engine's seed for one section instance of a session: the session seed alone would give every adaptive section the same draws. */
export function adaptiveSeed(seed: number, instance: string): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) ^ hash32(`adaptive:${instance}`)) >>> 0;
}

const numberOf = (value: QtiValue | undefined): number | undefined =>
  value && value.cardinality === 'single' && typeof value.value === 'number' ? value.value : undefined;

/**
 * Right (1) when the item's SCORE reaches its maximum: the SCORE outcome's normalMaximum, else the
 * item's MAXSCORE, else 1. Partial credit below the maximum is wrong (0) for the dichotomous models.
 */
export function dichotomous(outcomes: Record<string, QtiValue>, bounds: DeclaredBounds | undefined): 0 | 1 {
  const score = numberOf(outcomes.SCORE) ?? 0;
  const max = bounds?.normalMaximum.SCORE ?? numberOf(outcomes.MAXSCORE) ?? 1;
  return max > 0 && score >= max - 1e-9 ? 1 : 0;
}

/** What the route says of an adaptive section: the estimate so far (final once stopped) and the scaled score if declared. */
export function adaptiveRoute(
  sectionIdentifier: string,
  adaptive: AdaptiveSection,
  answered: number,
  estimate: AbilityEstimate,
  stopped: StopReason | null,
): AdaptiveRoute {
  const route: AdaptiveRoute = { sectionIdentifier, answered, maxLength: adaptive.settings.maxLength, stopped, theta: estimate.theta, se: estimate.se };
  const scale = adaptive.scale;
  if (scale) {
    const { score, low, high } = toScale(estimate.theta, estimate.se, scale);
    route.scale = { score, low, high, ...(scale.cut !== undefined ? { cut: scale.cut, ready: isReady(score, scale.cut) } : {}) };
  }
  return route;
}
