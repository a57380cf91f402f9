import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { testWindow } from './test-window';

/**
 * While a test window is open, watches for it to close, then refetches the given query so what the
 * student did in that window (a pending or finished session) shows at once. Call the returned
 * function after a test window was opened.
 */
export function useRefreshWhenTestWindowCloses(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    if (!watching) return;
    const key = JSON.parse(keyText) as QueryKey;
    const timer = window.setInterval(() => {
      if (testWindow.isOpen()) return;
      setWatching(false);
      void queryClient.invalidateQueries({ queryKey: key });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [watching, keyText, queryClient]);
  return () => setWatching(true);
}
