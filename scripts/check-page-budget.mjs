// The size budget of the sign-in page: what a browser really fetches to show /login (the entry
// script, every chunk it imports statically, the sign-in route's chunk and its static imports, the
// language it shows, and their styles), gzipped. Fails when the JavaScript or the CSS is over.
//   node scripts/check-page-budget.mjs [--json]   (after the frontend build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './lib/run.mjs';

// The budget for the page's JavaScript is 150 KB: the framework (react-dom, the router, i18next,
// Mantine's core) is most of it, so anything added to the first page has to be paid for by a saving
// elsewhere or loaded after the page has painted.
export const BUDGET = { js: 150 * 1024, css: 25 * 1024 };
const DIST = join(ROOT, 'frontend', 'dist');
/**
 * The page's own chunks besides the entry: the route component and the default language's texts
 * that every page loads at start (FIRST_NAMESPACES in frontend/src/i18n/index.ts).
 */
const FIRST_NAMESPACES = ['common', 'auth'];
const PAGE_CHUNKS = ['sign-in', ...FIRST_NAMESPACES.map((ns) => `../shared/src/i18n/en/${ns}.json`)];
/** A chunk by its source, or by the name of its group in vite.config.ts (the sign-in route's is `sign-in`). */
const chunkKey = (manifest, wanted) => (manifest[wanted] ? wanted : Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === wanted));

export function signInPageFiles(manifest) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[chunkKey(manifest, key)];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}; has the sign-in route moved?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  for (const key of PAGE_CHUNKS) visit(key);
  return [...files];
}

export function measure() {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
  const sizes = { js: 0, css: 0 };
  const rows = signInPageFiles(manifest).map((file) => {
    const gzipped = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    sizes[file.endsWith('.css') ? 'css' : 'js'] += gzipped;
    return { file, gzipped };
  });
  return { sizes, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { sizes, rows } = measure();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  if (process.argv.includes('--files'))
    for (const row of rows.sort((a, b) => b.gzipped - a.gzipped)) console.log(`  ${kb(row.gzipped).padStart(9)}  ${row.file}`);
  let over = false;
  for (const kind of ['js', 'css']) {
    const ok = sizes[kind] <= BUDGET[kind];
    over ||= !ok;
    console.log(`sign-in page ${kind.toUpperCase()}: ${kb(sizes[kind])} gzipped (budget ${kb(BUDGET[kind])}) ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
  process.exit(over ? 1 : 0);
}
