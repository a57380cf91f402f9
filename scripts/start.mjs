// npm start: build what is stale, then migrate, seed and serve the API and the SPA on one port.
import { ensureBuilt, mustRun } from './lib/run.mjs';

await ensureBuilt();
await mustRun('node', ['backend/dist/cli.js', 'serve']);
