import { AbilityEstimate } from './estimation';
import { Answer, BankItem, Choice, currentEstimate, eligibleItems, indexBank, selectItem } from './selection';
import { CatSettings } from './settings';
import { StopReason, stopReason } from './stopping';

export type CatStep =
  | { readonly done: false; readonly estimate: AbilityEstimate; readonly choice: Choice }
  | { readonly done: true; readonly estimate: AbilityEstimate; readonly reason: StopReason };

/**
 * One step of an adaptive test: either the reason to stop with the final estimate, or the next
 * item. Pure, like selectItem: the same bank, answers, settings and seed give the same step.
 */
export function nextStep(bank: readonly BankItem[], answers: readonly Answer[], settings: CatSettings, seed: number): CatStep {
  const estimate = currentEstimate(indexBank(bank), answers, settings);
  const reason = stopReason({ length: answers.length, se: estimate.se, eligible: eligibleItems(bank, answers).length }, settings);
  if (reason) return { done: true, estimate, reason };
  return { done: false, estimate, choice: selectItem(bank, answers, settings, seed)! };
}
