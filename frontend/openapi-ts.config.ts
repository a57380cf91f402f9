import { defineConfig } from '@hey-api/openapi-ts';

/**
/**
 * The spec's calls are POST, reads included; its reads are the `get…` calls, `report` (a completed
 * session's score report), `launch` (the first state of the session a launch token opens: the
 * player reads it once per token and keeps it) and the two link checks the register and reset
 * pages open with (`processInviteUserLink`, `resetpassword`), which only read what a link grants.
 * Those get query options (and keys) as well as the mutation a POST has by default.
 * getTokenForData issues a download token, and the player's `state` and `item` move the session's
 * position, so they stay mutations only.
 */
const POST_READ = /^(get(?!TokenForData$)|report$|launch$|processInviteUserLink$|resetpassword$)/;

// API_CLIENT_OUT lets `npm run gen:api -- --check` generate a scratch copy to compare with the committed one.
export default defineConfig({
  input: '../openapi.json',
  output: { path: process.env.API_CLIENT_OUT ?? 'src/api', postProcess: [] },
  parser: {
    hooks: {
      operations: {
        getKind: (operation) => (operation.method === 'post' && POST_READ.test(operation.operationId ?? '') ? ['query', 'mutation'] : undefined),
      },
    },
  },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
});
