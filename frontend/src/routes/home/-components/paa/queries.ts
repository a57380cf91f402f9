import { queryOptions } from '@tanstack/react-query';
import { getCurrentPaaSessionOptions, getStep2VideoUrlListOptions, getTexasInstitutionsOptions } from '../../../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../../../lib/queries';

/** The PAA in progress, else the latest finished one, else a blank session (paaId 0). */
export const currentPaaQuery = () =>
  queryOptions({
    ...getCurrentPaaSessionOptions(),
    // the sample tests are taken in another window: the state must be read afresh
    staleTime: 0,
  });

export const institutionsQuery = () =>
  queryOptions({ ...getTexasInstitutionsOptions(), select: (data) => data.texasInstitutions, staleTime: Number.POSITIVE_INFINITY });

/** Video titles come translated. */
export const videosQuery = (language: string) =>
  queryOptions({ ...getStep2VideoUrlListOptions(inLanguage(language)), select: (data) => data.videos, staleTime: Number.POSITIVE_INFINITY });
