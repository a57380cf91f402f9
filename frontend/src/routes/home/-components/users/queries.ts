import { getUsersOptions } from '../../../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../../../lib/queries';
import type { UsersSearch } from './search';

/** Role names come translated. */
export const usersQuery = (search: UsersSearch, language: string) => getUsersOptions({ body: { ...search }, ...inLanguage(language) });
