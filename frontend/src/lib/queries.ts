import { queryOptions } from '@tanstack/react-query';
import { getAllTests, getProfile, getTestVersion } from '../api/sdk.gen';

/**
 * The spec makes these reads POST calls, for which the generator writes only mutations; these
 * wrap the generated functions as queries so pages can cache and suspend on them.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['getProfile'],
    queryFn: async () => (await getProfile({ body: {}, throwOnError: true })).data,
  });

/** Category names come translated, so the language is part of the key. */
export const testCategoriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['getTestVersion', language],
    queryFn: async () => (await getTestVersion({ throwOnError: true })).data.testVersion,
  });

/** The published tests of a category ('Select a Practice Test to Begin'). */
export const categoryTestsQuery = (categoryId: number) =>
  queryOptions({
    queryKey: ['getAllTests', categoryId],
    queryFn: async () => (await getAllTests({ body: { categoryId }, throwOnError: true })).data.testData,
  });
