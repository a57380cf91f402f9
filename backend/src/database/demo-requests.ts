import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockHolder, REQUEST_SIGNAL } from './data-dir-lock';

/**
 * Only the portal's process may open the embedded database, so `seed:demo` asks it by signal (same OS user
 * only: no new network surface) and reads the outcome from a file in DATA_DIR.
 */

/** Adding four accounts takes seconds; a portal asked while it starts migrates first. */
const ANSWER_TIMEOUT_MS = 120_000;

const answerPath = (dataDir: string) => join(dataDir, 'demo-accounts.json');

interface Answer {
  /** when the portal began adding the accounts: an answer begun before a request was sent is not its answer */
  startedAt: number;
  lines?: string[];
  error?: string;
}

/** The running portal did not add the demo accounts: one line saying why. */
export class PortalDidNotAnswer extends Error {}

/** Adds the demo accounts: one line per account. */
export type AddDemoAccounts = () => Promise<string[]>;

/**
 * Called before the folder is taken, so the lock records that this process answers (the signal never kills
 * it). Early requests wait until the portal is ready; requests never run side by side.
 */
export function answerDemoRequests(dataDir: string): (addAccounts: AddDemoAccounts) => void {
  let ready: AddDemoAccounts | undefined;
  let asked = false;
  let running = false;
  const answer = async (addAccounts: AddDemoAccounts) => {
    running = true;
    asked = false;
    const result: Answer = { startedAt: Date.now() };
    try {
      result.lines = await addAccounts();
    } catch (error) {
      result.error = (error as Error).message;
    }
    // whole or not at all: the command polls this file
    const draft = `${answerPath(dataDir)}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(result));
    renameSync(draft, answerPath(dataDir));
    running = false;
    next();
  };
  const next = () => {
    if (ready && asked && !running) void answer(ready);
  };
  process.on(REQUEST_SIGNAL, () => {
    asked = true;
    next();
  });
  return (addAccounts) => {
    ready = addAccounts;
    next();
  };
}

function readAnswer(file: string): Answer | undefined {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Answer) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * In the command: the portal's lines when a live portal that answers holds the folder; undefined
 * when none does (or it stopped before answering), and the command may open the folder itself.
 */
export async function askRunningPortal(dataDir: string): Promise<string[] | undefined> {
  const holder = lockHolder(dataDir);
  if (!holder?.answersRequests) return undefined;
  const file = answerPath(dataDir);
  const asked = Date.now();
  process.kill(holder.pid, REQUEST_SIGNAL);
  for (;;) {
    const answer = readAnswer(file);
    if (answer && answer.startedAt >= asked) {
      if (answer.error) throw new PortalDidNotAnswer(`the running portal (pid ${holder.pid}) could not add the demo accounts: ${answer.error}`);
      return answer.lines ?? [];
    }
    if (lockHolder(dataDir)?.pid !== holder.pid) return undefined;
    if (Date.now() - asked > ANSWER_TIMEOUT_MS) {
      throw new PortalDidNotAnswer(`the running portal (pid ${holder.pid}) did not add the demo accounts within ${ANSWER_TIMEOUT_MS / 1000} s; see its output`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
