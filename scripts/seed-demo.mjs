// npm run seed:demo: migrate, seed, and add one demo account per role (listed in the README).
import { ensureBuilt, mustRun } from './lib/run.mjs';

await ensureBuilt();
await mustRun('node', ['backend/dist/cli.js', 'seed-demo']);
