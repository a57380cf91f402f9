// The portal's application module on either NestJS HTTP adapter, to measure the adapter choice
// (ARCHITECTURE 3). Fastify goes through the real factory; Express gets the same cookie parsing,
// security headers and validation by hand. Both sign the bench user in through the services, since
// the login route writes its cookie with Fastify's reply, and print the session as a JSON line.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/run.mjs';

const adapterName = process.argv[2];
// Resolved from the built backend, so every package is the very instance the portal uses.
const dist = createRequire(join(ROOT, 'backend', 'dist', 'cli.js'));
dist('reflect-metadata');
const { loadConfig } = dist('./config/config.js');
const { createApp } = dist('./app.factory.js');
const { migrateAndSeed } = dist('./database/setup.js');
const { AuthService } = dist('./auth/auth.service.js');
const { AccountLinksService } = dist('./auth/account-links.service.js');
const { MikroORM, RequestContext } = dist('@mikro-orm/core');

const config = loadConfig();

async function expressPortal() {
  const { NestFactory } = dist('@nestjs/core');
  const { ExpressAdapter } = dist('@nestjs/platform-express');
  const helmetModule = dist('helmet');
  const helmet = helmetModule.default ?? helmetModule;
  const { AppModule } = dist('./app.module.js');
  const { ormOptions } = dist('./database/orm-options.js');
  const { portalValidationPipe } = dist('./common/validation.js');
  const { pglite, ...orm } = ormOptions(config);
  const app = await NestFactory.create(AppModule.forRoot(config, { orm, consumeJobs: config.jobsInApi }), new ExpressAdapter(), { logger: ['warn', 'error'] });
  app.set('trust proxy', true);
  app.use(helmet({ contentSecurityPolicy: { useDefaults: true }, crossOriginEmbedderPolicy: false }));
  app.use((req, _res, next) => {
    const pairs = (req.headers.cookie ?? '').split(';').filter((c) => c.includes('='));
    req.cookies = Object.fromEntries(pairs.map((c) => [c.slice(0, c.indexOf('=')).trim(), decodeURIComponent(c.slice(c.indexOf('=') + 1).trim())]));
    next();
  });
  app.useGlobalPipes(portalValidationPipe());
  await app.init();
  return { app, orm: app.get(MikroORM), close: async () => (await app.close(), await pglite?.close()) };
}

const portal = adapterName === 'express' ? await expressPortal() : await createApp(config, { logger: ['warn', 'error'] });
await migrateAndSeed(portal);
await portal.app.listen(config.port, '127.0.0.1');

const [email, password] = [process.env.BENCH_EMAIL, process.env.BENCH_PASSWORD];
const session = await RequestContext.create(portal.orm.em, async () => {
  await portal.app.get(AccountLinksService).signup({ firstName: 'Bench', lastName: 'Student', email, password, confirmpassword: password }, 'en');
  return portal.app.get(AuthService).login({ email, password }, 'en');
});
if (!session.cookieValue) throw new Error(`the bench user could not sign in on ${adapterName}`);
console.log(JSON.stringify({ hello: { cookie: session.cookieValue, loginTime: session.response.loginTime } }));
process.once('SIGTERM', () => void portal.close().finally(() => process.exit(0)));
