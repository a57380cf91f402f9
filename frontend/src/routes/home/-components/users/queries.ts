import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getUsersOptions } from '../../../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../../../lib/queries';
import type { UsersSearch } from './search';

/** Role names come translated. */
export const usersQuery = (search: UsersSearch, language: string) => queryOptions({ ...getUsersOptions({ body: { ...search }, ...inLanguage(language) }), placeholderData: keepPreviousData });
