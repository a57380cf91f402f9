import { useCallback, useEffect, useRef, useState } from 'react';
import { session } from '../../../lib/session';
import { AnswerQueue, type QueuedAnswer, type QueueStatus } from './answer-queue';
import { newClientId } from './client-id';
import { sendAnswer } from './player-api';
import type { ItemResponse } from './types';

/** Typing waits this long after the last key before the answer is sent. */
export const TYPING_DELAY_MS = 300;

export interface AnswerSaver {
  status: QueueStatus;
  /** queues the item's whole response; `typing` debounces it */
  save(position: number, uin: string, response: ItemResponse, typing: boolean): void;
  /** sends debounced answers now and resolves once the server has every answer (after held work) */
  settle(): Promise<void>;
  /** work that ends in an answer (a drawing on its way to storage): settling waits for it first */
  hold(work: Promise<unknown>): void;
  /** the newest answer to that item the server has not confirmed yet */
  unsent(position: number): ItemResponse | undefined;
}

export interface SaverEvents {
  onDropped: (entry: QueuedAnswer, outcome: 'conflict' | 'rejected', message: string) => void;
  onSaved: (entry: QueuedAnswer) => void;
}

export function useAnswerQueue(sessionId: number, events: SaverEvents): AnswerSaver {
  const [status, setStatus] = useState<QueueStatus>('idle');
  const latest = useRef(events);
  latest.current = events;
  const typing = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => void }>());

  const queueRef = useRef<AnswerQueue | null>(null);
  const held = useRef(new Set<Promise<unknown>>());
  // stable, so what the player hands down with it does not change on every render
  const hold = useCallback((work: Promise<unknown>) => {
    held.current.add(work);
    const release = () => held.current.delete(work);
    work.then(release, release);
  }, []);

  useEffect(() => {
    // Made here, not during render: the effect's cleanup is what disposes it (also in StrictMode).
    const queue = new AnswerQueue({
      sessionId,
      send: sendAnswer,
      storage: sessionStorage,
      onStatus: setStatus,
      onDropped: (entry, outcome, message) => latest.current.onDropped(entry, outcome, message),
      onSaved: (entry) => latest.current.onSaved(entry),
      isOnline: () => navigator.onLine,
    });
    queueRef.current = queue;
    const online = () => {
      queue.resume();
      setStatus(queue.getStatus());
    };
    const offline = () => setStatus('offline');
    // Answers held while the session had ended go as soon as the student has signed in again.
    const signedIn = session.subscribe(() => session.get().isloggedIn && online());
    // Leaving the page must not lose a debounced keystroke: queue it (and mirror it to storage) now.
    const leave = () => flushTyping();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leave);
      signedIn();
      flushTyping();
      queue.dispose();
      queueRef.current = null;
    };
  }, [sessionId]);

  function flushTyping() {
    const pending = [...typing.current.values()];
    typing.current.clear();
    pending.forEach((p) => {
      clearTimeout(p.timer);
      p.run();
    });
  }

  return {
    status,
    save(position, uin, response, isTyping) {
      const run = () => queueRef.current?.enqueue({ clientId: newClientId(), sessionId, position, uin, response, answeredAt: new Date().toISOString() });
      const waiting = typing.current.get(position);
      if (waiting) clearTimeout(waiting.timer);
      typing.current.delete(position);
      if (!isTyping) return run();
      const timer = setTimeout(() => {
        typing.current.delete(position);
        run();
      }, TYPING_DELAY_MS);
      typing.current.set(position, { timer, run });
    },
    async settle() {
      flushTyping();
      if (held.current.size > 0) {
        await Promise.allSettled([...held.current]);
        flushTyping();
      }
      return queueRef.current?.drained() ?? Promise.resolve();
    },
    hold,
    unsent(position) {
      return queueRef.current?.latest(position)?.response;
    },
  };
}
