import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';
import { DEMO_ACCOUNTS, ensureAccount } from './database/seeders/accounts.seeder';
import { migrateAndSeed } from './database/setup';
import { buildOpenApi } from './openapi';

const logger = new Logger('Portal');

async function main(command: string): Promise<void> {
  const config = loadConfig();
  switch (command) {
    case 'serve': {
      const portal = await createApp(config, { serveSpa: !process.argv.includes('--api-only') });
      await migrateAndSeed(portal, config);
      const shutdown = () => void portal.close().finally(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
      await portal.app.listen({ port: config.port, host: '0.0.0.0' });
      logger.log(`portal ready at ${config.appUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, jobs: ${config.redisUrl ? 'BullMQ' : 'inline'})`);
      return;
    }
    case 'worker': {
      if (!config.redisUrl) throw new ConfigError('REDIS_URL: required by the worker (without it, jobs run inside the API process)');
      const portal = await createApp(config, { consumeJobs: true });
      const shutdown = () => void portal.close().finally(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
      logger.log('worker consuming jobs');
      return;
    }
    case 'migrate':
    case 'seed-demo': {
      const portal = await createApp(config, { logger: ['warn', 'error'] });
      await migrateAndSeed(portal, config);
      if (command === 'seed-demo') {
        for (const account of DEMO_ACCOUNTS) logger.log(`${account.email}: ${await ensureAccount(portal.orm.em.fork(), account)}`);
      }
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
  else console.error(error);
  process.exit(1);
});
