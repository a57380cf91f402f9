// npm run seed:demo: migrate, seed, and add one demo account per role (listed in the README); beside
// a running portal on the embedded database, that portal adds them.
import { ensureBuilt, run } from './lib/run.mjs';

await ensureBuilt();
// the command's own line says why it failed
process.exitCode = await run('node', ['backend/dist/cli.js', 'seed-demo']);
