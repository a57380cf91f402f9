// npm run worker: consume the BullMQ queues (needs REDIS_URL); scale these out beside the API.
import { ensureBuilt, mustRun } from './lib/run.mjs';

await ensureBuilt();
await mustRun('node', ['backend/dist/cli.js', 'worker']);
