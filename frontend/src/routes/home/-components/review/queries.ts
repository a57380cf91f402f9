import { queryOptions } from '@tanstack/react-query';
import { getCpItemOptions, getItemCommentsOptions, getItemStatisticsOptions } from '../../../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../../../lib/queries';

/** 2 Practice Test, 1 Learn As You Go: their statistics are kept apart. */
export type StatsMode = 1 | 2;

/** Flags come in words of the interface language. */
export const itemStatsQuery = (testDetailId: number, mode: StatsMode, language: string) =>
  getItemStatisticsOptions({ body: { testDetailId, mode }, ...inLanguage(language) });

export const cpItemQuery = (cpId: number, itemId: number) => getCpItemOptions({ body: { cpId, itemId } });

export const itemCommentsQuery = (cpId: number, itemId?: number) =>
  queryOptions({ ...getItemCommentsOptions({ body: { cpId, itemId } }), select: (data) => data.data });
