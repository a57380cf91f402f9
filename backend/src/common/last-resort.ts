import type { Logger } from '@nestjs/common';

/**
 * The last resort of a serving process: an error that escaped every handler is logged with its
 * stack and the process goes on serving, instead of taking every student's session down with it.
 * It is never the normal path: each stream, parser and job handles its own errors, and an import
 * that an escaped error leaves hanging still ends at its deadline. A storm of them (a defect in a
 * loop) ends the process with status 1, for a supervisor to restart it clean.
 */
export function installLastResort(logger: Logger, limitPerMinute = 20): void {
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
