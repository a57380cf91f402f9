import type { Logger } from '@nestjs/common';

/**
 * An error that escaped every handler is logged and the process keeps serving, instead of ending
 * every student's session; a storm of them (a defect in a loop) exits 1 for a supervisor to restart.
 */
export function keepServingAfterUncaughtErrors(logger: Logger, limitPerMinute = 20): void {
  const recent: number[] = [];
  const report = (kind: string, error: unknown) => {
    logger.error(`${kind}, the process keeps serving: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const now = Date.now();
    recent.push(now);
    while (recent.length && recent[0] < now - 60_000) recent.shift();
    if (recent.length > limitPerMinute) {
      logger.error(`more than ${limitPerMinute} escaped errors within a minute: stopping so that the process starts again clean`);
      process.exit(1);
    }
  };
  process.on('uncaughtException', (error) => report('an error escaped every handler', error));
  process.on('unhandledRejection', (reason) => report('a promise was rejected with no handler', reason));
}
