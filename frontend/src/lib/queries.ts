import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type * as generated from '../api/@tanstack/react-query.gen';
import { getAllTestsOptions, getProfileOptions, getTestVersionOptions } from '../api/@tanstack/react-query.gen';

/**
 * Every read of the SPA uses the query options the generator writes for it (`getProfileOptions()`):
 * their key is `[{ _id: <operation id>, body, headers, … }]` and no key is written by hand. This
 * file holds what the generated options leave to us: a read's id, for invalidation, and the language
 * header for reads whose words come translated.
 */

/** The operation id that opens a generated read's key (`getAllCp`), checked against the generated options. */
export type ReadId = {
  [K in keyof typeof generated]: K extends `${infer Id}Options` ? (Id extends `${string}Infinite` ? never : Id) : never;
}[keyof typeof generated];

/** A filter key for every cached read of one call, or of one call with part of a body (`{ body: { cpId } }`). */
export const readKey = (id: ReadId, part?: { body?: Record<string, unknown> }) => [{ _id: id, ...part }] as const;

/** Refreshes every cached read of these calls, whatever their bodies and languages: what a change made stale. */
export async function invalidateReads(queryClient: QueryClient, ...ids: ReadId[]): Promise<void> {
  await Promise.all(ids.map((id) => queryClient.invalidateQueries({ queryKey: readKey(id) })));
}

/**
 * Names, labels and messages of some reads come in the interface language: sending it in the call's
 * own headers (the client's interceptor sends the same) puts it into the generated key, so a switch
 * of language reads again instead of showing the other language's cached words.
 */
export const inLanguage = (language: string) => ({ headers: { 'Accept-Language': language } });

export const profileQuery = () => getProfileOptions({ body: {} });

export const testCategoriesQuery = (language: string) => queryOptions({ ...getTestVersionOptions(inLanguage(language)), select: (data) => data.testVersion });

/** The published tests of a category ('Select a Practice Test to Begin'). */
export const categoryTestsQuery = (categoryId: number) => queryOptions({ ...getAllTestsOptions({ body: { categoryId } }), select: (data) => data.testData });
