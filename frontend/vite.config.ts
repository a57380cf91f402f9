import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { preloadChunk, preloadModules } from './preload-first-page';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader reads through its feature's queries and the generated client, and its pending
      // and error views draw parts of its page: all in one chunk with the page, so nothing of it is
      // shared back into the first page's entry.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] },
    }),
    react(),
    preloadChunk('sign-in'),
    // i18n/index.ts: FIRST_NAMESPACES in English
    preloadModules(/[\\/]i18n[\\/]en[\\/](common|auth)\.json$/, 2),
    precompress(),
  ],
  resolve: {
    // The shared package's sources, so the SPA needs no build of it and hot reload sees its changes.
    alias: [
      { find: /^@portal\/shared$/, replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)) },
      { find: /^@portal\/shared\/(.*)$/, replacement: fileURLToPath(new URL('../shared/src/', import.meta.url)) + '$1' },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Current browsers preload modules themselves; one without it still loads them, a little later,
    // so the polyfill is not worth its weight on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The entry lists every chunk's file to preload it: a name of its hash alone keeps that list short.
        chunkFileNames: 'assets/[hash].js',
        // What the entry imports statically arrives as one file rather than some twenty small ones
        // (each compressed apart, with its own import and export lists): the first page carries less.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The sign-in form and what it needs beyond the shell (inputs, validators, alerts)
            // arrive as one file too: it is the first page of nearly every visit.
            { name: 'sign-in', test: /[\\/]src[\\/]routes[\\/]login\.tsx\?tsr-split=[\w-]*component[\w-]*$/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A test renders Mantine in jsdom and loads its page's chunks on first use, compiled then: seconds
    // on a busy machine, for work that takes milliseconds in a browser. test-setup.ts gives the waits
    // of Testing Library the same room.
    testTimeout: 30_000,
    // After-hooks in the order written, the setup file's first: a test's page is unmounted before
    // the file's top-level hooks clear the session or change the language it would react to (a
    // describe block's own after-hooks still run first, so those that need it unmount first).
    sequence: { hooks: 'list' },
    // Vitest's default leaves a core to its own process, which idles while jsdom runs: on two
    // cores that is one worker and a core mostly unused.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
