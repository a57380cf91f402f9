import type { ReactNode } from 'react';
import type { ItemViewData } from '../flow/types';
import type { BodyNode } from '../types';
import { renderWithProviders } from '../../../testing/render';
import { item as makeItem } from '../testing';
import { PlayerToolsProvider } from './PlayerToolsProvider';

/** A question as the player holds it, for the tools' tests. */
export function questionView(body: BodyNode[], extra: Partial<ItemViewData> = {}): ItemViewData {
  return {
    position: 0,
    uin: 'T1',
    calculator: 0,
    readAloud: true,
    strandName: 'Reading',
    item: makeItem(body),
    stimuli: [],
    response: {},
    flagged: false,
    marks: { eliminated: [], highlights: [] },
    final: false,
    answerRequired: false,
    ...extra,
  };
}

/** Renders UI inside the player's tools, as the player does. */
export function renderWithTools(ui: ReactNode, question: ItemViewData | null, sessionId = 7) {
  return renderWithProviders(
    <PlayerToolsProvider sessionId={sessionId} item={question}>
      {ui}
    </PlayerToolsProvider>,
  );
}
