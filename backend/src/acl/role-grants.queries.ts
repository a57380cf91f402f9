import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOutsideTransaction } from '../database/sql';

/** Each role's name and its functions (function id → access letter; JSON text or an object, as the driver gives it). */
export function roleGrants(em: EntityManager): Promise<{ id: number; name: string; acl: Record<string, string> | string }[]> {
  return rowsOutsideTransaction<{ id: number; name: string; acl: Record<string, string> | string }>(
    em,
    `select r.id, r.name, coalesce(json_object_agg(rf.fn_id, rf.access) filter (where rf.fn_id is not null), '{}') as acl
           from roles r left join role_functions rf on rf.role_id = r.id group by r.id, r.name`,
  );
}
