import { renderWithProviders } from '../../../testing/render';
import { choice, interaction, item as makeItem } from '../testing';
import { Player } from './Player';
import type { DeliveryState, ItemViewData } from './types';

/** A three-choice question (B is right) at a position of the route. */
export function view(position: number, extra: Partial<ItemViewData> = {}): ItemViewData {
  const body = [
    interaction({
      interaction: 'choice',
      maxChoices: 1,
      prompt: [`What is ${position} + 1?`],
      choices: [choice('A', 'one'), choice('B', 'two'), choice('C', 'three')],
    }),
  ];
  return {
    position,
    uin: `U${position}`,
    calculator: 0,
    readAloud: true,
    strandName: 'Algebra',
    item: makeItem(body, { uin: `U${position}` }),
    stimuli: [],
    response: {},
    flagged: false,
    marks: { eliminated: [], highlights: [] },
    final: false,
    answerRequired: false,
    ...extra,
  };
}

export function session(extra: Partial<DeliveryState> = {}): DeliveryState {
  return {
    sessionId: 41,
    testName: 'Math Practice',
    mode: 2,
    preview: false,
    status: 1,
    startedOn: '2026-11-20T10:00:00.000Z',
    expiresOn: '2026-12-03T10:00:00.000Z',
    navigationMode: 'nonlinear',
    totalItems: 3,
    routeLength: 3,
    complete: true,
    position: 0,
    items: [0, 1, 2].map((position) => ({ position, answered: false, flagged: false, final: false, unrated: false })),
    current: view(0),
    ...extra,
  };
}

export function renderPlayer(state: DeliveryState) {
  return renderWithProviders(<Player initial={state} />);
}
