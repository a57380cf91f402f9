import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionsOf } from '../ordinals';
import type { ResponseValue } from '../types';
import type { QueuedAnswer } from './answer-queue';
import { isAnswered } from './answered';
import { confirmSkip, confirmSubmit } from './submit-dialog';
import { PlayerApiError, playerApi } from './player-api';
import type { DeliveryState, ItemResponse, ItemViewData, RouteEntry, ScoreReportData } from './types';
import { useAnswerQueue } from './use-answer-queue';

export type PlayerView =
  | { kind: 'loading' }
  | { kind: 'item' }
  | { kind: 'review' }
  /** linear part finished: nothing left but to submit */
  | { kind: 'end' }
  | { kind: 'report'; report: ScoreReportData }
  | { kind: 'exited'; expiresOn: string }
  | { kind: 'fatal'; message: string };

export type Busy = null | 'nav' | 'next' | 'check' | 'flag' | 'prepare' | 'submit' | 'exit';

/** Steps that make answers final or leave: an answer changed meanwhile would arrive too late, so none is taken. */
const MOVING = new Set<Busy>(['next', 'check', 'submit', 'exit']);

const TYPED = new Set(['textEntry', 'extendedText']);

function patchEntry(items: RouteEntry[], position: number, patch: Partial<RouteEntry>): RouteEntry[] {
  return items.map((e) => (e.position === position ? { ...e, ...patch } : e));
}

/** The player's state machine: the session, the item on screen, the answers on their way, the screen shown. */
export function usePlayer(initial: DeliveryState) {
  const { t } = useTranslation('player');
  const sessionId = initial.sessionId;
  const [state, setState] = useState(initial);
  const [item, setItem] = useState<ItemViewData | null>(initial.current);
  const [view, setView] = useState<PlayerView>(
    initial.status === 2 ? { kind: 'loading' } : initial.current || !initial.complete ? { kind: 'item' } : { kind: 'end' },
  );
  const [edits, setEditsState] = useState<Record<number, ItemResponse>>({});
  // What answer() builds on: two answers given before the next render (a custom interaction's
  // response, then its state) must each see the other, or the later one takes the earlier back.
  const editsRef = useRef(edits);
  const setEdits = useCallback((change: (e: Record<number, ItemResponse>) => Record<number, ItemResponse>) => {
    editsRef.current = change(editsRef.current);
    setEditsState(editsRef.current);
  }, []);
  const [busy, setBusy] = useState<Busy>(null);
  /** bumped on every move, so the screen puts focus on its heading */
  const [moves, setMoves] = useState(0);
  const busyRef = useRef<Busy>(null);
  /** shown in the page, never over the player's own controls */
  const [error, setError] = useState<string | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      const e = error instanceof PlayerApiError ? error : new PlayerApiError(0, '');
      if (e.status === 401) setView({ kind: 'fatal', message: t('session.notSignedIn') });
      else if (e.status === 404 || e.status === 410) setView({ kind: 'fatal', message: e.message || t('session.notFound') });
      else if (e.status === 0) setError(t('session.status.offline'));
      else setError(t('session.actionFailed', { message: e.message || t('session.unexpected') }));
      return e;
    },
    [t],
  );

  const showState = useCallback((next: DeliveryState) => {
    setState(next);
    setItem(next.current);
    setView(next.current || !next.complete ? { kind: 'item' } : { kind: 'end' });
    setMoves((m) => m + 1);
  }, []);

  /** Reloads the session from the server, e.g. after it refused an answer as final. */
  const refresh = useCallback(async () => {
    try {
      const next = await playerApi.state(sessionId);
      if (next.status === 2) setView({ kind: 'report', report: await playerApi.report(sessionId) });
      else showState(next);
    } catch (e) {
      fail(e);
    }
  }, [sessionId, showState, fail]);

  const saver = useAnswerQueue(sessionId, {
    onDropped: (entry: QueuedAnswer, outcome: 'conflict' | 'rejected', message: string) => {
      setError(t('session.answerRefused', { message: message || t('session.unexpected') }));
      setEdits(({ [entry.position]: _dropped, ...rest }) => rest);
      if (outcome === 'conflict') void refresh();
    },
    // The answered count follows what the server holds, not what was clicked.
    onSaved: (entry: QueuedAnswer) => setState((s) => ({ ...s, items: patchEntry(s.items, entry.position, { answered: isAnswered(entry.response) }) })),
  });

  // A session opened after it was submitted shows its report.
  useEffect(() => {
    if (initial.status === 2) void refresh();
  }, [initial.status, refresh]);

  /** Runs one server step at a time; a second click while one runs is ignored. */
  async function step(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    if (busyRef.current) return;
    busyRef.current = kind;
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (e) {
      if (fail(e).status === 409) await refresh();
    } finally {
      busyRef.current = null;
      setBusy(null);
    }
  }

  const responseFor = (view: ItemViewData): ItemResponse => edits[view.position] ?? saver.unsent(view.position) ?? view.response ?? {};

  function answer(responseIdentifier: string, value: ResponseValue) {
    if (!item || item.final || MOVING.has(busyRef.current)) return;
    const given = editsRef.current[item.position] ?? saver.unsent(item.position) ?? item.response ?? {};
    const response = { ...given, [responseIdentifier]: value };
    const typed = interactionsOf(item.item.body).some((i) => i.responseIdentifier === responseIdentifier && TYPED.has(i.interaction));
    setEdits((e) => ({ ...e, [item.position]: response }));
    saver.save(item.position, item.uin, response, typed);
  }

  /** linear: makes the answer final and walks on, once, from the question on screen */
  const next = () =>
    step('next', async () => {
      await saver.settle();
      showState(await playerApi.next(sessionId, item?.position ?? state.position));
    });

  const submit = () =>
    step('submit', async () => {
      await saver.settle();
      setView({ kind: 'report', report: await playerApi.submit(sessionId) });
      setMoves((m) => m + 1);
    });

  const goTo = (position: number) =>
    step('nav', async () => {
      const next = await playerApi.item(sessionId, position);
      setItem(next);
      setState((s) => ({ ...s, position }));
      setView({ kind: 'item' });
      setMoves((m) => m + 1);
    });

  return {
    state,
    item,
    view,
    busy,
    /** an answer given now would come too late: the player refuses it before the move */
    moving: MOVING.has(busy),
    error,
    dismissError: () => setError(null),
    moves,
    saveStatus: saver.status,
    response: item ? responseFor(item) : {},
    answer,
    holdAnswers: saver.hold,
    goTo,
    showReview: () => {
      setView({ kind: 'review' });
      setMoves((m) => m + 1);
    },
    backToItem: () => {
      setView(item ? { kind: 'item' } : { kind: 'end' });
      setMoves((m) => m + 1);
    },
    next,
    /**
     * Linear: Next from an unanswered question first asks whether to skip it (it cannot be reopened);
     * a question that requires an answer is never left unanswered.
     */
    requestNext: () => {
      if (busyRef.current) return;
      const open = state.navigationMode === 'linear' && item && !item.final && !isAnswered(responseFor(item));
      if (!open) return void next();
      if (!item.answerRequired) confirmSkip(next);
    },
    check: () =>
      step('check', async () => {
        if (!item) return;
        await saver.settle();
        const result = await playerApi.check(sessionId, item.position);
        setItem({ ...item, check: result, final: true });
        setState((s) => ({ ...s, items: patchEntry(s.items, item.position, { final: true }) }));
      }),
    toggleFlag: () =>
      step('flag', async () => {
        if (!item) return;
        const { flagged } = await playerApi.flag(sessionId, item.position, !item.flagged);
        setItem({ ...item, flagged });
        setState((s) => ({ ...s, items: patchEntry(s.items, item.position, { flagged }) }));
      }),
    submit,
    /** Saves what is on its way, then asks with the unanswered questions as the server holds them. */
    requestSubmit: () =>
      step('prepare', async () => {
        await saver.settle();
        const fresh = await playerApi.state(sessionId);
        setState((s) => ({ ...s, items: fresh.items, totalItems: fresh.totalItems, routeLength: fresh.routeLength, complete: fresh.complete }));
        confirmSubmit(fresh, { onConfirm: submit, onGoTo: state.navigationMode === 'nonlinear' ? goTo : undefined });
      }),
    saveAndExit: () =>
      step('exit', async () => {
        await saver.settle();
        const { expiresOn } = await playerApi.saveAndExit(sessionId);
        setView({ kind: 'exited', expiresOn });
        setMoves((m) => m + 1);
      }),
  };
}

export type PlayerModel = ReturnType<typeof usePlayer>;
