// The one lint of the API and the SPA: the recommended JavaScript, TypeScript and React rules.
// Run by `npm test` after the type checks; `npm run lint` runs it alone.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'frontend/src/api/**',
      'frontend/src/routeTree.gen.ts',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks an argument a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Prettier (.prettierrc.json) wraps code at 160; this keeps comments there too. Texts may run on.
      'max-len': ['error', { code: 160, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // One way to the database per feature (docs/ARCHITECTURE.md, "Who reads whose tables"): rows
    // through its entities and the EntityManager; SQL only in a query module of its own
    // (`*.queries.ts`), which runs it through database/ (sql.ts, prepared statements, paged-sql.ts).
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.queries.ts', 'backend/src/database/**', 'backend/src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='getConnection']",
          message: 'SQL runs only in a query module (*.queries.ts): call one of its functions instead of the connection.',
        },
        {
          selector: "CallExpression[callee.property.name='getKnex']",
          message: 'knex stays inside database/: read rows through the entities, or SQL through a query module (*.queries.ts).',
        },
        {
          selector: "CallExpression[callee.property.name='execute'][callee.object.name=/^(em|tx|trx|fork)$/]",
          message: 'SQL runs only in a query module (*.queries.ts): call one of its functions instead of em.execute().',
        },
        {
          selector: "CallExpression[callee.property.name='execute'][callee.object.property.name='em']",
          message: 'SQL runs only in a query module (*.queries.ts): call one of its functions instead of em.execute().',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'knex', message: 'knex stays inside database/.' },
            {
              name: '@mikro-orm/knex',
              message: 'knex stays inside database/: the EntityManager and entities come from @mikro-orm/postgresql and @mikro-orm/core.',
            },
          ],
          patterns: [
            {
              group: ['**/database/prepared', '**/database/sql', '**/database/paged-sql'],
              message: 'SQL runs only in a query module (*.queries.ts): import a function of the feature’s query module instead.',
            },
            {
              // the app registers the pool's closer; nothing else of the pool is used outside database/
              group: ['**/database/statement-pool'],
              allowImportNames: ['StatementPoolCloser'],
              message: 'The statement pool runs only the prepared statements of query modules (*.queries.ts), through database/prepared.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // A query module runs its SQL through database/ too, and knex stays inside database/.
    files: ['backend/src/**/*.queries.ts'],
    ignores: ['backend/src/database/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(getConnection|getKnex)$/]',
          message:
            'A query module runs its statements through database/sql.ts (rows, run) or a prepared statement (database/prepared.ts), never the connection or knex.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'knex', message: 'knex stays inside database/.' },
            { name: '@mikro-orm/knex', message: 'knex stays inside database/.' },
          ],
          patterns: [{ group: ['**/database/statement-pool'], message: 'Prepared statements reach the pool through database/prepared.ts.' }],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    extends: [react.configs.flat.recommended, react.configs.flat['jsx-runtime'], reactHooks.configs.flat.recommended],
    settings: { react: { version: 'detect' } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // These three are React Compiler diagnostics, and the SPA is not built with the compiler. The
      // player keeps the latest props in a ref for long-lived listeners (answer queue, PCI frames,
      // drawing), resets transient state when the item changes, and stamps its timer at mount:
      // patterns React documents as fine without the compiler, which these rules would forbid.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
    },
  },
  {
    files: ['frontend/vite.config.ts', 'frontend/openapi-ts.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
