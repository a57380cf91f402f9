import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ItemViewData } from '../flow/types';
import { playerApi } from '../flow/player-api';
import { type ItemMarks, NO_MARKS } from './marks';
import { loadPrefs, savePrefs, type ToolPrefs } from './tool-prefs';
import { ToolsContext, type ToolsContextValue } from './tools-context';

/**
 * Holds the tools' state for one session: the arrangement (this device) and the marks of each
 * question (saved with the session). Marks are sent whole, one save after another, so the last
 * change is the one that stays.
 */
export function PlayerToolsProvider({ sessionId, item, children }: { sessionId: number; item: ItemViewData | null; children: ReactNode }) {
  const [prefs, setPrefsState] = useState(() => loadPrefs(sessionId));
  const setPrefs = useCallback(
    (update: (p: ToolPrefs) => ToolPrefs) =>
      setPrefsState((p) => {
        const next = update(p);
        savePrefs(sessionId, next);
        return next;
      }),
    [sessionId],
  );
  const [edited, setEdited] = useState<Record<number, ItemMarks>>({});
  const [marksUnsaved, setMarksUnsaved] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const saving = useRef<Promise<void>>(Promise.resolve());
  const position = item?.position ?? null;
  const marks = position === null ? NO_MARKS : (edited[position] ?? item?.marks ?? NO_MARKS);

  const setMarks = useCallback(
    (next: ItemMarks) => {
      if (position === null) return;
      setEdited((e) => ({ ...e, [position]: next }));
      saving.current = saving.current
        .then(() => playerApi.marks(sessionId, position, next))
        .then(
          () => setMarksUnsaved(false),
          () => setMarksUnsaved(true),
        );
    },
    [position, sessionId],
  );

  // the same words twice in a row are still announced: the region is emptied first
  const announce = useCallback((text: string) => {
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  useEffect(() => setAnnouncement(''), [position]);

  const value = useMemo<ToolsContextValue>(
    () => ({ sessionId, item, prefs, setPrefs, marks, setMarks, marksUnsaved, announce, announcement }),
    [sessionId, item, prefs, setPrefs, marks, setMarks, marksUnsaved, announce, announcement],
  );
  return <ToolsContext.Provider value={value}>{children}</ToolsContext.Provider>;
}
