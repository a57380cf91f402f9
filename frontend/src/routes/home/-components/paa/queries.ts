import { queryOptions } from '@tanstack/react-query';
import { getCurrentPaaSession, getStep2VideoUrlList, getTexasInstitutions } from '../../../../api/sdk.gen';

/** Every PAA read starts with this key, so a save or a finished sample test refreshes them all. */
export const PAA_KEY = 'paa';

/** The PAA in progress, else the latest finished one, else a blank session (paaId 0). */
export const currentPaaQuery = () =>
  queryOptions({
    queryKey: [PAA_KEY, 'current'],
    queryFn: async () => (await getCurrentPaaSession({ throwOnError: true })).data,
    // the sample tests are taken in another window: the state must be read afresh
    staleTime: 0,
  });

export const institutionsQuery = () =>
  queryOptions({
    queryKey: [PAA_KEY, 'institutions'],
    queryFn: async () => (await getTexasInstitutions({ throwOnError: true })).data.texasInstitutions,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Video titles come translated, so the language is part of the key. */
export const videosQuery = (language: string) =>
  queryOptions({
    queryKey: [PAA_KEY, 'videos', language],
    queryFn: async () => (await getStep2VideoUrlList({ throwOnError: true })).data.videos,
    staleTime: Number.POSITIVE_INFINITY,
  });
