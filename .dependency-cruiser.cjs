// Dependency rules checked by `npm test` (depcruise). Each rule says why it holds.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'spa-not-from-api-sources',
      comment:
        'The SPA knows the API only through the generated client (frontend/src/api) and the shared package; ' +
        'reading the backend sources would tie its build and types to the server code.',
      severity: 'error',
      from: { path: '^frontend/src/' },
      to: { path: '^(backend/|@backend/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // the SPA's path aliases, so an aliased import is judged by the file it names
    tsConfig: { fileName: require('node:path').join(__dirname, 'frontend', 'tsconfig.json') },
    tsPreCompilationDeps: true,
  },
};
