import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, type QueuedAnswer, type QueueStatus, type SendOutcome, storageKey } from './answer-queue';

let ids = 0;
function answer(uin: string, value: string, position = 0): QueuedAnswer {
  ids += 1;
  return { clientId: `c${ids}`, sessionId: 7, position, uin, response: { RESPONSE: value }, answeredAt: new Date(1_700_000_000_000 + ids).toISOString() };
}

/** A fake server: answers each send with the next scripted outcome (saved when the script is empty). */
function server(script: SendOutcome[] = []) {
  const calls: QueuedAnswer[] = [];
  const saved: QueuedAnswer[] = [];
  const release: (() => void)[] = [];
  let hold = false;
  const send = vi.fn(async (entry: QueuedAnswer): Promise<SendOutcome> => {
    calls.push(entry);
    if (hold) await new Promise<void>((r) => release.push(r));
    const outcome = script.shift() ?? 'saved';
    if (outcome === 'saved') saved.push(entry);
    return outcome;
  });
  return {
    send,
    calls,
    saved,
    holdReplies: () => (hold = true),
    releaseAll: () => {
      hold = false;
      release.splice(0).forEach((r) => r());
    },
  };
}

async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('AnswerQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('sends answers one at a time in the order they were given', async () => {
    const api = server();
    api.holdReplies();
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage });
    queue.enqueue(answer('A', '1'));
    queue.enqueue(answer('B', '2'));
    queue.enqueue(answer('C', '3'));
    await settle();
    expect(api.calls).toHaveLength(1);
    api.releaseAll();
    await settle();
    expect(api.saved.map((e) => e.uin)).toEqual(['A', 'B', 'C']);
    expect(queue.pending()).toBe(0);
  });

  it('replaces a waiting answer to the same item in its place, so only the latest is sent', async () => {
    const api = server();
    api.holdReplies();
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage });
    queue.enqueue(answer('A', '1'));
    queue.enqueue(answer('B', 'first'));
    queue.enqueue(answer('C', '3'));
    queue.enqueue(answer('B', 'second'));
    api.releaseAll();
    await settle();
    expect(api.saved.map((e) => `${e.uin}=${String(e.response.RESPONSE)}`)).toEqual(['A=1', 'B=second', 'C=3']);
  });

  it('retries a failed answer with the same client id and never sends a saved one again', async () => {
    const api = server(['retry', 'offline']);
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage, random: () => 0.5 });
    const first = answer('A', '1');
    queue.enqueue(first);
    queue.enqueue(answer('B', '2'));
    await settle(60_000);
    expect(api.calls.map((e) => e.clientId)).toEqual([first.clientId, first.clientId, first.clientId, api.calls[3].clientId]);
    expect(api.saved.map((e) => e.uin)).toEqual(['A', 'B']);
    expect(new Set(api.saved.map((e) => e.clientId)).size).toBe(2);
    await settle(120_000);
    expect(api.calls).toHaveLength(4);
  });

  it('waits twice as long after each failure, up to 30 seconds', async () => {
    const api = server(Array(8).fill('retry') as SendOutcome[]);
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage, random: () => 0.5 });
    queue.enqueue(answer('A', '1'));
    await settle();
    const gaps: number[] = [];
    let last = Date.now();
    for (let i = 0; i < 7; i++) {
      const before = api.calls.length;
      while (api.calls.length === before) await settle(100);
      gaps.push(Math.round((Date.now() - last) / 100) * 100);
      last = Date.now();
    }
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    queue.dispose();
  });

  it('reports saving, retrying, offline and saved', async () => {
    const api = server(['retry', 'offline']);
    const statuses: QueueStatus[] = [];
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage, random: () => 0.5, onStatus: (s) => statuses.push(s) });
    queue.enqueue(answer('A', '1'));
    await settle(10_000);
    expect(statuses).toEqual(['saving', 'retrying', 'saving', 'offline', 'saving', 'saved']);
    expect(queue.getStatus()).toBe('saved');
  });

  it('holds answers while the browser is offline and sends them when resumed', async () => {
    const api = server();
    let online = false;
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage, isOnline: () => online });
    queue.enqueue(answer('A', '1'));
    queue.enqueue(answer('B', '2'));
    await settle(120_000);
    expect(api.calls).toHaveLength(0);
    expect(queue.getStatus()).toBe('offline');
    online = true;
    queue.resume();
    await settle();
    expect(api.saved.map((e) => e.uin)).toEqual(['A', 'B']);
    expect(queue.getStatus()).toBe('saved');
  });

  it('resume() skips the backoff wait', async () => {
    const api = server(['offline']);
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage });
    queue.enqueue(answer('A', '1'));
    await settle();
    expect(api.saved).toHaveLength(0);
    queue.resume();
    await settle();
    expect(api.saved.map((e) => e.uin)).toEqual(['A']);
  });

  it('drops an answer the server refuses as final and reports it, then goes on', async () => {
    const api = server(['conflict']);
    const dropped = vi.fn();
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage, onDropped: dropped });
    const refused = answer('A', '1');
    queue.enqueue(refused);
    queue.enqueue(answer('B', '2'));
    await settle();
    expect(dropped).toHaveBeenCalledWith(refused, 'conflict', '');
    expect(api.calls).toHaveLength(2);
    expect(api.saved.map((e) => e.uin)).toEqual(['B']);
  });

  it('keeps unsent answers in session storage and sends them after a reload', async () => {
    const offline = server(['offline']);
    const before = new AnswerQueue({ sessionId: 7, send: offline.send, storage: sessionStorage });
    before.enqueue(answer('A', '1'));
    before.enqueue(answer('B', '2'));
    await settle();
    expect(JSON.parse(sessionStorage.getItem(storageKey(7))!)).toHaveLength(2);
    before.dispose(); // the page goes away

    const api = server();
    const after = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage });
    await settle();
    expect(api.saved.map((e) => e.uin)).toEqual(['A', 'B']);
    expect(after.pending()).toBe(0);
    expect(sessionStorage.getItem(storageKey(7))).toBeNull();
  });

  it('does not send the answers of another session', async () => {
    sessionStorage.setItem(storageKey(8), JSON.stringify([{ ...answer('A', '1'), sessionId: 8 }]));
    const api = server();
    new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage });
    await settle();
    expect(api.calls).toHaveLength(0);
  });

  it('drained() resolves once everything is saved', async () => {
    const api = server(['retry']);
    const queue = new AnswerQueue({ sessionId: 7, send: api.send, storage: sessionStorage });
    queue.enqueue(answer('A', '1'));
    let done = false;
    void queue.drained().then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    await settle(5_000);
    expect(done).toBe(true);
    await expect(queue.drained()).resolves.toBeUndefined();
  });
});
