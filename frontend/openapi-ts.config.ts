import { defineConfig } from '@hey-api/openapi-ts';

// API_CLIENT_OUT lets `npm run gen:api -- --check` generate a scratch copy to compare with the committed one.
export default defineConfig({
  input: '../openapi.json',
  output: { path: process.env.API_CLIENT_OUT ?? 'src/api', postProcess: [] },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
});
