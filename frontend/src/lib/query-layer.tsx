import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { loadApiClient } from './api-client';

// The query cache (TanStack Query, a tenth of the first page's weight) is not part of the first
// page: a visitor's pages show without it, and it loads once they have painted. Every other page
// waits for it in the root route (routes/__root.tsx) before it renders.
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** The query cache, loading it the first time. */
export function loadQueryClient(): Promise<QueryClient> {
  // The generated client comes with it: every query and mutation finds it set up.
  loading ??= Promise.all([import('./query-client'), loadApiClient()]).then(([module]) => {
    client = module.queryClient;
    listeners.forEach((listener) => listener());
    return client;
  });
  return loading;
}

/** The query cache if it has loaded. */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The query cache once it has loaded: a component that queries renders only then. */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, loadedQueryClient, loadedQueryClient);
}

/**
 * Provides the query cache to the whole tree once it has loaded. The provider is there from the
 * start with no cache in it, so its arrival changes a value, not the tree: the sign-in form keeps
 * what the user has typed.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const loaded = useLoadedQueryClient();
  useEffect(() => {
    if (!loaded) return;
    loaded.mount();
    return () => loaded.unmount();
  }, [loaded]);
  return <QueryClientContext.Provider value={loaded}>{children}</QueryClientContext.Provider>;
}

/** Loads the query cache once the page has painted and the browser is idle. */
export function loadQueryClientWhenIdle(): void {
  const load = () => void loadQueryClient();
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}
