// npm run gen:api: regenerate openapi.json from the backend and the typed client from it.
// With --check, regenerate into a temporary copy and fail when the committed files differ.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { ensureSharedBuilt, mustRun, ROOT } from './lib/run.mjs';

const check = process.argv.includes('--check');
await ensureSharedBuilt();
await mustRun('npx', ['nest', 'build']);
if (!check) {
  await mustRun('node', ['backend/dist/cli.js', 'openapi', 'openapi.json']);
  await mustRun('npx', ['openapi-ts', '-f', 'openapi-ts.config.ts'], { cwd: join(ROOT, 'frontend') });
  process.exit(0);
}

const scratch = mkdtempSync(join(tmpdir(), 'portal-api-'));
try {
  const specOut = join(scratch, 'openapi.json');
  await mustRun('node', ['backend/dist/cli.js', 'openapi', specOut]);
  const committed = readFileSync(join(ROOT, 'openapi.json'), 'utf8');
  if (readFileSync(specOut, 'utf8') !== committed) {
    console.error('openapi.json differs from the backend: run npm run gen:api and commit the result');
    process.exit(1);
  }
  const clientOut = join(scratch, 'api');
  await mustRun('npx', ['openapi-ts', '-f', 'openapi-ts.config.ts'], { cwd: join(ROOT, 'frontend'), env: { API_CLIENT_OUT: clientOut } });
  try {
    execFileSync('diff', ['-r', clientOut, join(ROOT, 'frontend', 'src', 'api')], { stdio: 'inherit' });
  } catch {
    console.error('the generated client in frontend/src/api differs: run npm run gen:api and commit the result');
    process.exit(1);
  }
  console.log('openapi.json and the generated client match the backend');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
