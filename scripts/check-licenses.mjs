// Every runtime dependency (and what it pulls in) must carry a permissive license (ARCHITECTURE 8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/run.mjs';

const PERMISSIVE = /^(MIT|ISC|BSD-2-Clause|BSD-3-Clause|Apache-2\.0|0BSD|BlueOak-1\.0\.0|Unlicense|CC0-1\.0|Python-2\.0|CC-BY-4\.0|MIT-0|Zlib|BSL-1\.0|BSD)$/;

const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
const bad = [];
let checked = 0;
for (const [path, meta] of Object.entries(lock.packages)) {
  if (!path.includes('node_modules/') || meta.dev || meta.devOptional) continue;
  let license = meta.license;
  if (!license) {
    try {
      license = JSON.parse(readFileSync(join(ROOT, path, 'package.json'), 'utf8')).license;
    } catch {
      continue; // an optional package for another platform, not installed here
    }
  }
  checked += 1;
  const parts = String(license ?? 'UNKNOWN')
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/);
  // "A OR B" is fine when either is permissive; "A AND B" needs both.
  const ok = parts.some((p) => p.split(/\s+AND\s+/).every((q) => PERMISSIVE.test(q.trim())));
  if (!ok) bad.push(`${path.replace(/.*node_modules\//, '')}: ${license}`);
}
if (bad.length) {
  console.error(`runtime dependencies without a permissive license:\n- ${bad.join('\n- ')}`);
  process.exit(1);
}
console.log(`${checked} runtime packages, all permissively licensed`);
