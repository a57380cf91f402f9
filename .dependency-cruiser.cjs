// Dependency rules checked by `npm test` (`depcruise --config .dependency-cruiser.cjs ...`).
// Each concern keeps its own named entries; add a rule as a new entry beside the others.
const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join } = require('node:path');

// ---- backend feature boundaries -------------------------------------------------------------
// Layers of backend/src, top to bottom: the app (its files at the top: app.module.ts, app.factory.ts,
// cli.ts, openapi*.ts), the features, the infrastructure any feature may use, the libraries. Imports
// only go down. Every folder that is neither infrastructure nor a library is a feature, so a new
// feature folder is walled in without touching this file.
const BACKEND = 'backend/src';
const INFRASTRUCTURE = ['common', 'config', 'database', 'jobs', 'mail', 'storage', 'audit', 'i18n', 'rate-limit', 'pdf', 'http', 'metrics', 'logging'];
/** Framework-free code below the infrastructure; the `@portal/shared` package is the other library. */
const LIBRARIES = ['qti', 'irt'];
/** Libraries another library may import: the IRT engine, which imports no library of the backend. */
const LIBRARIES_BELOW = ['irt'];
const FEATURES = readdirSync(join(__dirname, BACKEND), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(entry.name) && !LIBRARIES.includes(entry.name))
  .map((entry) => entry.name);

/**
 * A feature's public surface: its Nest module file, its entities (the ORM's relations cross
 * features), its `*.public.ts` files (plain functions and DTOs it offers, re-exported by name), and
 * the files of the providers its module exports. Read from each `*.module.ts`, so the
 * rule follows what the module says it exports.
 */
function publicFiles(feature) {
  const dir = join(__dirname, BACKEND, feature);
  const files = [];
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.module.ts')) continue;
    const source = readFileSync(join(dir, name), 'utf8');
    const exported =
      /exports:\s*\[([^\]]*)\]/
        .exec(source)?.[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? [];
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)) {
      const names = match[1].split(',').map((s) => s.replace(/^type\s+/, '').trim());
      if (names.some((n) => exported.includes(n)) && existsSync(join(dir, `${match[2]}.ts`))) files.push(`${match[2]}.ts`);
    }
  }
  return files;
}

/** Files a feature offers beyond its module's exports: the password hash. */
const PUBLIC_EXTRA = ['users/passwords.ts'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const group = (names) => `(${names.map(escape).join('|')})`;
const featureGroup = group(FEATURES);
const surface = [...FEATURES.flatMap((feature) => publicFiles(feature).map((file) => `${feature}/${file}`)), ...PUBLIC_EXTRA].map(
  (file) => `^${escape(`${BACKEND}/${file}`)}$`,
);

const backendFeatureRules = [
  {
    name: 'backend-feature-public-surface',
    severity: 'error',
    comment:
      'A feature uses another only through its module, its entities and the services its module exports ' +
      '(see ARCHITECTURE.md, "Backend features"); export a small service instead of importing internals.',
    from: { path: `^${BACKEND}/${featureGroup}/` },
    to: {
      path: `^${BACKEND}/${featureGroup}/`,
      pathNot: [`^${BACKEND}/$1/`, '\\.module\\.ts$', '\\.entity\\.ts$', '\\.public\\.ts$', ...surface],
    },
  },
  {
    name: 'backend-infrastructure-knows-no-feature',
    severity: 'error',
    comment:
      'Infrastructure and libraries serve every feature, so they import none of them, nor the app above: ' +
      'a feature registers with them instead (its entities through MikroOrmModule.forFeature, its seeds with SeedRegistry).',
    from: { path: `^${BACKEND}/${group([...INFRASTRUCTURE, ...LIBRARIES])}/` },
    to: { path: [`^${BACKEND}/${featureGroup}/`, `^${BACKEND}/[^/]+\\.ts$`] },
  },
  {
    name: 'backend-library-stands-alone',
    severity: 'error',
    comment:
      'A library (qti, irt) is framework-free: it imports only itself, the libraries below it and the shared package, never the portal around it. ' +
      'irt is the lowest: qti delivers adaptive sections with it.',
    from: { path: `^${BACKEND}/${group(LIBRARIES)}/` },
    to: { path: `^${BACKEND}/`, pathNot: [`^${BACKEND}/$1/`, ...LIBRARIES_BELOW.map((below) => `^${BACKEND}/${below}/`)] },
  },
  {
    name: 'backend-no-circular',
    severity: 'error',
    comment:
      'No import cycle of files anywhere in backend/src: when two parts need each other, the lower one offers a hook (PaaGate.onLeave) or a types file both import.',
    from: { path: `^${BACKEND}/` },
    to: { circular: true },
  },
  {
    name: 'backend-no-circular-folders',
    severity: 'error',
    scope: 'folder',
    comment: 'No cycle of folders either: two folders that import each other are one concern split in two, or a wall broken one way.',
    from: { path: `^${BACKEND}/` },
    to: { circular: true },
  },
];

// ---- the SPA and the API -------------------------------------------------------------------
const spaRules = [
  {
    name: 'spa-not-from-api-sources',
    comment:
      'The SPA knows the API only through the generated client (frontend/src/api) and the shared package; ' +
      'reading the backend sources would tie its build and types to the server code.',
    severity: 'error',
    from: { path: '^frontend/src/' },
    to: { path: '^(backend/|@backend/)' },
  },
];

// ---- one way to the database per feature -------------------------------------------------------
// A folder's query module (`*.queries.ts`: its SQL, run through database/) is its own way to its
// tables; the lint keeps SQL out of every other file (eslint.config.mjs).
const queryModuleRules = [
  {
    name: 'backend-queries-stay-home',
    severity: 'error',
    comment:
      'A query module (*.queries.ts) is imported only from its own folder: another feature asks the ' +
      'owner\'s exported service for what it needs (see docs/ARCHITECTURE.md, "Who reads whose tables").',
    from: { path: `^${BACKEND}/([^/]+)/` },
    to: { path: `^${BACKEND}/.+\\.queries\\.ts$`, pathNot: `^${BACKEND}/$1/` },
  },
];

module.exports = {
  forbidden: [...backendFeatureRules, ...spaRules, ...queryModuleRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/migrations/'] },
    // the SPA's path aliases, so an aliased import is judged by the file it names
    tsConfig: { fileName: join(__dirname, 'frontend', 'tsconfig.json') },
    tsPreCompilationDeps: true,
  },
};
