import { getUsersOptions } from '../../../../api/@tanstack/react-query.gen';
import { readTableQuery } from '../../../../components/table-search';
import { inLanguage } from '../../../../lib/queries';
import { USERS_TABLE, type UsersSearch } from './search';

/** Role names come translated. */
export const usersQuery = (search: UsersSearch, language: string) =>
  getUsersOptions({ body: readTableQuery(search as Record<string, unknown>, USERS_TABLE) as UsersSearch, ...inLanguage(language) });
