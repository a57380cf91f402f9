import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { createApp, type PortalApp } from './app.factory';
import { keepServingAfterUncaughtErrors } from './common/uncaught-errors';
import { ConfigError, loadConfig } from './config/config';
import { ImportService } from './content-packages/import.service';
import { ItemStatsService } from './item-stats/item-stats.service';
import { DataDirBusy } from './database/data-dir-lock';
import { answerDemoRequests, askRunningPortal, PortalDidNotAnswer } from './database/demo-requests';
import { migrateAndSeed } from './database/setup';
import { buildOpenApi } from './openapi';
import { seedDemoAccounts } from './users/seed-accounts';

const logger = new Logger('Portal');

/** Longest a clean stop may take after the grace period; an import cut off by the deadline is taken up again at the next start. */
const STOP_DEADLINE_MS = 10_000;

/**
 * Drains as "Signals and shutdown" in docs/operations.md says; a job or client holding the stop up past the
 * deadline does not keep the process from ending.
 */
function stopOnSignals(portal: PortalApp, graceMs: number): void {
  const stop = (signal: string) => {
    logger.log(graceMs > 0 ? `${signal}: draining for ${graceMs / 1000} s, then stopping` : `${signal}: stopping`);
    setTimeout(() => {
      logger.warn(`still stopping ${STOP_DEADLINE_MS / 1000} s after the grace period: exiting now`);
      process.exit(1);
    }, graceMs + STOP_DEADLINE_MS).unref();
    portal.stop(graceMs).then(
      () => {
        logger.log('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error(`stopping failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

async function main(command: string): Promise<void> {
  const config = loadConfig();
  switch (command) {
    case 'serve': {
      keepServingAfterUncaughtErrors(logger);
      // listening before the embedded database is locked, so that the lock can say this process answers
      const demoRequestsReady = config.databaseUrl || process.platform === 'win32' ? undefined : answerDemoRequests(config.dataDir);
      const portal = await createApp(config, { serveSpa: !process.argv.includes('--api-only') });
      await migrateAndSeed(portal);
      portal.app.get(ImportService).superviseImports();
      portal.app.get(ItemStatsService).superviseStatistics();
      stopOnSignals(portal, config.drainMs);
      demoRequestsReady?.(() => seedDemoAccounts(portal.orm.em));
      await portal.app.listen({ port: config.port, host: '0.0.0.0' });
      logger.log(
        `portal ready at ${config.appUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, jobs: ${config.redisUrl ? 'BullMQ' : 'inline'})`,
      );
      return;
    }
    case 'worker': {
      if (!config.redisUrl) throw new ConfigError('REDIS_URL: required by the worker (without it, jobs run inside the API process)');
      keepServingAfterUncaughtErrors(logger);
      const portal = await createApp(config, { consumeJobs: true, operationsOnly: true });
      // no load balancer sends a worker calls: it stops taking jobs at once, without a grace period
      stopOnSignals(portal, 0);
      // health checks and metrics on a port of its own, when one is configured
      if (config.workerPort !== undefined) await portal.app.listen({ port: config.workerPort, host: '0.0.0.0' });
      logger.log(`worker consuming jobs${config.workerPort !== undefined ? ` (health and metrics on port ${config.workerPort})` : ''}`);
      return;
    }
    case 'migrate':
    case 'seed-demo': {
      // the embedded database is the running portal's alone: it adds the accounts itself
      const answered = !config.databaseUrl && command === 'seed-demo' ? await askRunningPortal(config.dataDir) : undefined;
      // plain lines: the app's logger, set to warnings and errors below, would swallow them
      if (answered) {
        for (const line of answered) console.log(line);
        return;
      }
      const portal = await createApp(config, { logger: ['warn', 'error'] });
      await migrateAndSeed(portal);
      if (command === 'seed-demo') for (const line of await seedDemoAccounts(portal.orm.em)) console.log(line);
      await portal.close();
      return;
    }
    case 'openapi': {
      const portal = await createApp(loadConfig({ NODE_ENV: 'test' }), { memoryDb: true, logger: false });
      const out = process.argv[3] ?? 'openapi.json';
      writeFileSync(out, `${JSON.stringify(buildOpenApi(portal.app), null, 2)}\n`);
      await portal.close();
      return;
    }
    default:
      throw new Error(`unknown command "${command}" (serve, worker, migrate, seed-demo, openapi)`);
  }
}

main(process.argv[2] ?? 'serve').catch((error: unknown) => {
  // A configuration problem is one clear line, not a stack trace.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DataDirBusy || error instanceof PortalDidNotAnswer) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
