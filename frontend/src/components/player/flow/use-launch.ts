import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { launchQueryKey } from '../../../api/@tanstack/react-query.gen';
import { launchMemory } from './launch-memory';
import { PlayerApiError, playerApi } from './player-api';
import type { DeliveryState } from './types';

/**
 * Opens the session of a launch token: the first load spends the token, a reload of this window
 * asks for the state of the session the token opened. One query per token (the generated key of
 * `launch`), never stale, retried or collected, so a double render (StrictMode) or a refocus never
 * spends the token twice; its function asks the window's memory first, so it is the player's own.
 */
export function useLaunch(token: string): { state?: DeliveryState; error?: string } {
  const { t } = useTranslation('player');
  const query = useQuery({
    queryKey: launchQueryKey({ body: { token } }),
    queryFn: async () => {
      const known = launchMemory.sessionFor(token);
      if (known) return playerApi.state(known);
      const state = await playerApi.launch(token);
      launchMemory.remember(token, state.sessionId);
      return state;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (!query.error) return { state: query.data };
  const e = query.error instanceof PlayerApiError ? query.error : new PlayerApiError(0, '');
  if (e.status === 401) return { error: t('session.notSignedIn') };
  if (e.status === 404) return { error: e.message || t('session.notFound') };
  return { error: e.message || t('session.unexpected') };
}
