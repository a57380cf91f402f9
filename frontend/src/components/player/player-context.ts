import { createContext, useContext, type ReactNode } from 'react';
import type { BodyNode, ResponseMap, ResponseValue } from './types';

export interface PlayerContextValue {
  uin: string;
  response: ResponseMap;
  onResponse(responseIdentifier: string, value: ResponseValue): void;
  readOnly: boolean;
  correctResponse?: Record<string, string[]>;
  /** declared defaults by response identifier, shown until the candidate answers (absent in review) */
  defaults?: Record<string, string[]>;
  mediaUrl(path: string): string;
  /** shown feedbackBlock/feedbackInline content by identifier, rendered where the body places it */
  inPlaceFeedback: Map<string, BodyNode[]>;
  /** 1-based number of an interaction among those of its kind, when the item has more than one */
  ordinal(responseIdentifier: string): number | undefined;
  /** end attempt interaction: submits the item's answer as the mode does */
  endAttempt?(): void;
  /** upload interaction: where candidates' files go and come back from (absent: no uploads here) */
  files?: CandidateFileAccess;
  /** a staff preview or review: flaws the import let through (a missing image) are pointed out */
  staffView?: boolean;
}

export interface CandidateFileAccess {
  upload(responseIdentifier: string, file: File): Promise<{ fileId: string; name: string }>;
  url(fileId: string): string;
  /** hands work that ends in an answer (a drawing being stored) to the save queue, so Check and Next wait for it */
  hold?(work: Promise<unknown>): void;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);

export function usePlayer(): PlayerContextValue {
  const ctx = useContext(PlayerContext);
  if (!ctx) throw new Error('usePlayer outside ItemView');
  return ctx;
}

/** How gap match and hot text interactions render their own `gap` and `hottext` nodes inside their content. */
export interface SlotRenderers {
  gap?(identifier: string): ReactNode;
  hottext?(identifier: string, children: BodyNode[]): ReactNode;
}

export const SlotContext = createContext<SlotRenderers>({});
