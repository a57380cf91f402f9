import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getAllCpQueryKey, getItemCommentsQueryKey, getUsersQueryKey } from '../api/@tanstack/react-query.gen';
import { inLanguage, invalidateReads, readKey } from './queries';

/** A cache holding reads under the keys the generated options give them. */
function cacheWith(...keys: ReadonlyArray<readonly unknown[]>) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, {});
  const stale = () =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (q) => q.state.isInvalidated })
      .map((q) => q.queryKey);
  return { queryClient, stale };
}

describe('refreshing generated reads', () => {
  const history = (page: number, language: string) => getAllCpQueryKey({ body: { page, pageSize: 10 }, ...inLanguage(language) });
  const users = getUsersQueryKey({ body: {}, ...inLanguage('en') });

  it('marks every read of a call stale, whatever its body and language, and no other call', async () => {
    const { queryClient, stale } = cacheWith(history(1, 'en'), history(2, 'ru'), users);
    await invalidateReads(queryClient, 'getAllCp');
    expect(stale()).toEqual(expect.arrayContaining([history(1, 'en'), history(2, 'ru')]));
    expect(stale()).toHaveLength(2);
  });

  it('narrows to the reads whose body holds the given part', async () => {
    const comments = (cpId: number, itemId?: number) => getItemCommentsQueryKey({ body: { cpId, itemId } });
    const { queryClient, stale } = cacheWith(comments(4, 1), comments(4), comments(5, 1));
    await queryClient.invalidateQueries({ queryKey: readKey('getItemComments', { body: { cpId: 4 } }) });
    expect(stale()).toEqual(expect.arrayContaining([comments(4, 1), comments(4)]));
    expect(stale()).toHaveLength(2);
  });

  it('keeps the language in the key, so a switch reads the other language afresh', () => {
    expect(history(1, 'en')).not.toEqual(history(1, 'ru'));
  });
});
