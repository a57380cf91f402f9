import type { AuthContext } from '../http/auth-context';
import type { ProfileDto } from './profile.dto';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The profile from the session's own row: no entity is built for it. */
export function profileOf({ columns: c, roleName }: AuthContext): ProfileDto {
  return {
    userId: c.id as number,
    firstName: c.first_name as string,
    lastName: c.last_name as string,
    emailAddress: c.email as string,
    roleId: c.role_id as number,
    roleName,
    language: c.language as string,
    createdOn: iso(c.created_on),
    lastLogin: c.last_login == null ? null : iso(c.last_login),
  };
}
