import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8 learns, per allocation site, whether the objects made there tend to live long, and then makes
 * them in the old generation at once ("pretenuring"), which only a full collection clears. An
 * import trains the XML parser's sites on the test files, whose trees live until every item is
 * placed, and on what the checks across files keep; every item's tree, dead a moment later, then
 * went straight to the old generation, and a process importing 50,000 items grew by about 900 MiB
 * although what it held stayed flat (still some 90 MiB more than without it once the manifest was
 * read without a tree). Without pretenuring an item's tree dies young, and the next scavenge takes it.
 */
export function keepShortLivedObjectsYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}

/** Imports running in this process; the old generation is kept tight while there is one. */
let importing = 0;

/**
 * Runs an import with the old generation allowed to grow by a quarter of what is live before a
 * full collection, instead of up to four times: what an item leaves there (whatever was in flight
 * when a scavenge came) is then taken every few thousand items rather than left to pile up for
 * the whole package, some 80 MiB at 50,000 items. The default comes back once no import runs, so
 * the requests the process serves keep V8's own pace.
 *
 * V8 sets the next limit only when a full collection ends, so the setting alone waited for the
 * limit set before it, up to four times what was live then: a 50,000-item import never reached
 * it, and kept every manifest, test and item leftover to its end (some 60 MiB more). One full
 * collection at the start (some 30 ms) puts the tight limit in place at once.
 */
export async function withTightOldGeneration<T>(run: () => Promise<T>): Promise<T> {
  if (importing++ === 0) {
    setFlagsFromString('--heap-growing-percent=25');
    collectNow();
  }
  try {
    return await run();
  } finally {
    // 0 is V8's "no setting": its own growing factor again
    if (--importing === 0) setFlagsFromString('--heap-growing-percent=0');
  }
}

let collect: (() => void) | undefined;

/**
 * A full collection now. V8 offers no call for it but the `gc` a context gets with --expose-gc:
 * one context is made with it, and the flag goes off again, so no other context has a `gc`.
 */
function collectNow(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
  }
  collect();
}
