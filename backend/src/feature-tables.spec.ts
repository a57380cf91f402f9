import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * No folder of backend/src writes SQL on another folder's tables: it asks the owner's exported
 * service, or the owner registers a hook with it (`TestsService.readAttemptsWith`,
 * `UserDeletionService.onDelete`). A table's owner is the folder of the entity that declares its
 * `tableName`. Only SQL in string literals is read (comments are not code), and only where a table
 * name follows a keyword that names a table (`from`, `join`, `update`, `into`, `table`).
 */

const SRC = __dirname;
/** Migrations and seeds build every table: the schema's home is no feature. */
const SCHEMA_HOME = 'database';

/**
 * The crossings that remain, each with why. The test fails when one is no longer there too, so
 * the list says what is true: remove an entry when its SQL moves to the owner.
 */
const STILL_CROSSING: Record<string, Record<string, string>> = {
  auth: {
    users: 'the session guard reads the caller and account in one round trip (sessions.service.ts)',
  },
  users: {
    roles: 'the users table sorts by role name in SQL (acl keeps the role catalogue in memory, which cannot sort rows)',
    role_functions: 'the deletion locks every account that manages users, to keep one, in SQL',
    table_generations: 'a page of users is answered again while the generation the database keeps for users stands',
  },
  'content-packages': {
    row_counts: 'the package count is read from the row counter the database keeps',
    table_generations: 'a search’s total is kept while the packages’ generation stands, read with their count',
    test_details: 'Import History’s page names each package’s test, category and uploader in the one statement that reads its rows (cp-rows.ts)',
    test_categories: 'the same',
    users: 'the same',
  },
  delivery: {
    test_details: 'History’s pages sort by test name in one indexed read, and the in-progress list names its tests in the same read',
    test_categories: 'History’s page and chart name each attempt’s category in the statement that reads their rows',
    table_generations: 'a History page is kept while the tests naming its rows stand, their generation read with the student’s count',
  },
  'item-stats': {
    test_sessions: 'the statistics are summed in the database over completed sessions, so answers never cross the wire',
    session_responses: 'the same',
  },
  notifications: {
    users: 'recipients are picked by role and opt-out in one read',
    role_functions: 'the same',
  },
  reports: {
    test_sessions: 'a read model: the reports sum attempts, PAAs and accounts across features, read-only',
    test_details: 'the same',
    test_categories: 'the same',
    paa_sessions: 'the same',
    users: 'the same',
    texas_institutions: 'the same',
  },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : filesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const folderOf = (file: string) => relative(SRC, file).split(sep)[0];

/** Every table, by the folder whose entity declares it, and the entity files with an entity that names no table (it would escape the map). */
function tableOwners(files: string[]): { owners: Map<string, string>; unnamed: string[] } {
  const owners = new Map<string, string>();
  const unnamed: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const source = readFileSync(file, 'utf8');
    const tables = [...source.matchAll(/@Entity\(\{[^)]*?tableName:\s*'([a-z0-9_]+)'/g)].map((m) => m[1]);
    if ((source.match(/@Entity\(/g) ?? []).length !== tables.length) unnamed.push(relative(SRC, file));
    for (const table of tables) owners.set(table, folderOf(file));
  }
  return { owners, unnamed };
}

/** The text of every string and template literal (a template's expressions read as `?`). */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** `folder -> table -> files`: the tables of other folders each folder's SQL names. */
function crossings(files: string[], owners: Map<string, string>): Map<string, Map<string, Set<string>>> {
  const names = [...owners.keys()].join('|');
  const naming = new RegExp(`\\b(?:from|join|update|into|table)\\s+"?(${names})"?(?![a-z0-9_])`, 'gi');
  const found = new Map<string, Map<string, Set<string>>>();
  for (const file of files) {
    const folder = folderOf(file);
    if (folder === SCHEMA_HOME || folder.endsWith('.ts')) continue;
    for (const text of literals(file)) {
      for (const match of text.matchAll(naming)) {
        const table = match[1].toLowerCase();
        if (owners.get(table) === folder) continue;
        const tables = found.get(folder) ?? new Map<string, Set<string>>();
        tables.set(table, (tables.get(table) ?? new Set()).add(relative(SRC, file)));
        found.set(folder, tables);
      }
    }
  }
  return found;
}

describe('feature tables', () => {
  const files = filesUnder(SRC);
  const { owners, unnamed } = tableOwners(files);
  let found: Map<string, Map<string, Set<string>>>;
  beforeAll(() => {
    found = crossings(files, owners);
  });

  it('every entity names its table, so each table has a known owner', () => {
    expect(unnamed).toEqual([]);
    expect(owners.get('launch_tokens')).toBe('delivery');
  });

  it('no folder names another folder’s table in SQL, beyond the crossings listed with their reasons', () => {
    const unlisted = [...found].flatMap(([folder, tables]) => [...tables].filter(([table]) => !STILL_CROSSING[folder]?.[table]).map(([table, files]) => `${folder} -> ${table} (${[...files].join(', ')})`));
    expect(unlisted).toEqual([]);
  });

  it('every listed crossing is still there, so the list stays true as crossings move to their owners', () => {
    const gone = Object.entries(STILL_CROSSING).flatMap(([folder, tables]) => Object.keys(tables).filter((table) => !found.get(folder)?.has(table)).map((table) => `${folder} -> ${table}`));
    expect(gone).toEqual([]);
  });

  it('reads SQL in template literals and knows the tables of nested entity folders', () => {
    // delivery's entities live in delivery/entities; the PAA's gate names its own table only
    expect(found.get('tests')).toBeUndefined();
    expect(found.get('paa')).toBeUndefined();
    expect(found.get('reports')?.get('test_sessions')).toEqual(new Set(['reports/reports-query.ts']));
  });
});
