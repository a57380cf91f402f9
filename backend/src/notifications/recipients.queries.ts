import type { EntityManager } from '@mikro-orm/postgresql';
import { rowsOutsideTransaction } from '../database/sql';

/** Who is told of an event, with what the mail needs. */
export interface Recipient {
  id: number;
  email: string;
  first_name: string;
  language: string;
}

/**
 * The live accounts to tell of a kind of event, in id order: the uploader (when the kind tells
 * them) and every holder of `fn`, but the actor and whoever switched the kind off.
 */
export function recipients(
  em: EntityManager,
  kind: string,
  tellUploader: boolean,
  uploaderId: number | null,
  fn: number | null,
  actorId: number | null,
): Promise<Recipient[]> {
  return rowsOutsideTransaction<Recipient>(
    em,
    `select u.id, u.email, u.first_name, u.language from users u
       where u.deleted_on is null and u.id <> ?
         and ((? and u.id = ?) or exists (select 1 from role_functions rf where rf.role_id = u.role_id and rf.fn_id = ? and rf.access = 'W'))
         and not exists (select 1 from notification_opt_outs o where o.user_id = u.id and o.kind = ?)
       order by u.id`,
    [actorId ?? 0, tellUploader, uploaderId ?? 0, fn ?? 0, kind],
  );
}
