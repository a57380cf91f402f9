// npm run dev: the API under nest --watch on :3000 and Vite with hot reload on :5173 (proxying /api).
import { ensureSharedBuilt, run } from './lib/run.mjs';

await ensureSharedBuilt();

const api = run('npx', ['nest', 'start', '--watch', '--entryFile', 'cli', '--', 'serve', '--api-only'], { env: { NODE_ENV: 'development' } });
const web = run('npm', ['run', 'dev', '-w', 'frontend']);
process.exit(Math.max(await api, await web));
