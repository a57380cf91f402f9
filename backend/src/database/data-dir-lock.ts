import { linkSync, mkdirSync, readFileSync, rmdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Two processes writing one PGlite folder corrupt it for good. A pid file, not proper-lockfile: its mtime
 * locks go stale while a long migration blocks the event loop, and it names no holder.
 */

/** The signal on which a holder adds the demo accounts; a holder without a handler would die of it. */
export const REQUEST_SIGNAL = 'SIGUSR2';

/** Who holds a data folder: written into its lock file, read back by whoever finds it taken. */
export interface LockHolder {
  pid: number;
  /** the holder's command line, e.g. `cli.js serve` */
  command: string;
  since: string;
  /** the kernel's start time of the process (Linux), so that a pid reused after a reboot is not taken for the holder */
  started?: string;
  /** whether the holder adds the demo accounts on REQUEST_SIGNAL */
  answersRequests?: boolean;
}

/** A second process on the same embedded database: one line saying who holds it and what to do. */
export class DataDirBusy extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${dataDir} is in use by another process of the portal (pid ${holder.pid}, "${holder.command}", since ${holder.since}): ` +
        `the embedded database takes one process at a time. Stop that process first` +
        `${holder.answersRequests ? ' (npm run seed:demo works beside it)' : ''}, or set DATA_DIR or DATABASE_URL for this one; ` +
        `if no such process runs, delete ${lockPath(dataDir)}.`,
    );
  }
}

export function lockPath(dataDir: string): string {
  return join(dataDir, 'portal.lock');
}

function startTime(pid: number | 'self'): string | undefined {
  try {
    // the name in parentheses may hold spaces; the start time is the 20th field after it
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function alive(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return holder.started !== undefined && holder.started === startTime('self');
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = holder.started && startTime(holder.pid);
  return !started || started === holder.started;
}

function read(path: string): { raw: string; holder?: LockHolder } | undefined {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return { raw, holder: Number.isInteger(holder.pid) ? holder : undefined };
  } catch {
    // a file the holder never finished (disk full): nobody holds it
    return { raw };
  }
}

/** The live process that holds the folder, if any; a lock left by a process that died is none. */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const holder = read(lockPath(dataDir))?.holder;
  return holder && alive(holder) ? holder : undefined;
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Two processes that both found the holder dead must not both remove the lock (the second would remove the
 * first's new one), so check and removal happen under a folder only one can create.
 */
function removeDeadLock(path: string, seen: string): void {
  const guard = `${path}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // a takeover lasts microseconds: a guard this old was left by a process killed during one
    try {
      if (Date.now() - statSync(guard).mtimeMs > 10_000) rmdirSync(guard);
    } catch {
      // removed by its owner meanwhile
    }
    pause(10);
    return;
  }
  try {
    if (read(path)?.raw === seen) unlinkSync(path);
  } finally {
    rmdirSync(guard);
  }
}

/** Written whole under a name of our own, then linked into place (fails if a lock exists): none reads a half-written lock. */
export function lockDataDir(dataDir: string, command: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  const mine: LockHolder = {
    pid: process.pid,
    command,
    since: new Date().toISOString(),
    started: startTime('self'),
    answersRequests: process.listenerCount(REQUEST_SIGNAL) > 0,
  };
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 500) throw error;
      }
      const found = read(path);
      if (!found) continue;
      if (found.holder && alive(found.holder)) throw new DataDirBusy(dataDir, found.holder);
      removeDeadLock(path, found.raw);
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const release = () => {
    process.off('exit', release);
    if (read(path)?.holder?.pid === process.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
