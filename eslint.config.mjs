// The one lint of the API and the SPA: the recommended JavaScript, TypeScript and React rules.
// Run by `npm test` after the type checks; `npm run lint` runs it alone.
import js from '@eslint/js';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'frontend/src/api/**', 'frontend/src/routeTree.gen.ts', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    files: ['backend/**/*.ts', 'frontend/**/*.{ts,tsx}', 'shared/src/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks an argument a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
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
