import { QueryCache, QueryClient } from '@tanstack/react-query';

/** The portal's one query cache; loaded through ./query-layer, never imported by the first page. */
export const queryClient = new QueryClient({
  // Spec 8: other call failures are only logged, not shown.
  queryCache: new QueryCache({ onError: (error) => console.error(error) }),
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});
