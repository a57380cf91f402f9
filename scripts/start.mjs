// npm start: build what is stale, then migrate, seed and serve the API and the SPA on one port.
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { ensureBuilt, mustRun } from './lib/run.mjs';

await ensureBuilt();
await mustRun('node', [...PORTAL_NODE_FLAGS, 'backend/dist/cli.js', 'serve']);
