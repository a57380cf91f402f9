// npm run worker: consume the BullMQ queues (needs REDIS_URL); scale these out beside the API.
import { PORTAL_NODE_FLAGS } from './lib/node-flags.mjs';
import { ensureBuilt, mustRun } from './lib/run.mjs';

await ensureBuilt();
await mustRun('node', [...PORTAL_NODE_FLAGS, 'backend/dist/cli.js', 'worker']);
