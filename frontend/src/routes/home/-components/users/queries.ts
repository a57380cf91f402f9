import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUsers } from '../../../../api/sdk.gen';
import type { UsersSearch } from './search';

/** Every read of the users screen starts with this key, so one invalidation refreshes them all. */
export const USERS_KEY = 'users';

/** Role names come translated, so the language is part of the key. */
export const usersQuery = (search: UsersSearch, language: string) =>
  queryOptions({
    queryKey: [USERS_KEY, 'page', search, language],
    queryFn: async () => (await getUsers({ body: { ...search }, throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });
