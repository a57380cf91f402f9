import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { launchQueryKey } from '../../../api/@tanstack/react-query.gen';
import { openSession } from './open-session';
import { PlayerApiError } from './player-api';
import type { DeliveryState } from './types';

/**
 * Opens the session of a launch token: the first load spends the token, a reload of this window
 * asks for the state of the session the token opened. One query per token (the generated key of
 * `launch`), never stale, retried or collected, so a double render (StrictMode) or a refocus never
 * spends the token twice; the window may have started opening it before the player's code arrived.
 */
export function useLaunch(token: string): { state?: DeliveryState; error?: string } {
  const { t } = useTranslation('player');
  const query = useQuery({
    queryKey: launchQueryKey({ body: { token } }),
    queryFn: () => openSession(token),
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
