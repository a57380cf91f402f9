import { createContext, useContext } from 'react';
import type { ItemViewData } from '../flow/types';
import type { ItemMarks } from './marks';
import type { ToolPrefs } from './tool-prefs';

export interface ToolsContextValue {
  sessionId: number;
  /** the question on screen; null on the review and end screens */
  item: ItemViewData | null;
  prefs: ToolPrefs;
  setPrefs(update: (prefs: ToolPrefs) => ToolPrefs): void;
  /** the marks of the question on screen */
  marks: ItemMarks;
  setMarks(marks: ItemMarks): void;
  /** the last save of marks failed; the next change sends them all again */
  marksUnsaved: boolean;
  /** says something to screen readers through the tools bar's live region */
  announce(text: string): void;
  announcement: string;
}

export const ToolsContext = createContext<ToolsContextValue | null>(null);

/** The tools of the player, or null where there are none (the score report, a lone item view). */
export function useTools(): ToolsContextValue | null {
  return useContext(ToolsContext);
}

export function useRequiredTools(): ToolsContextValue {
  const tools = useContext(ToolsContext);
  if (!tools) throw new Error('useRequiredTools outside PlayerToolsProvider');
  return tools;
}
