import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { roleGrants } from './role-grants.queries';

/** A role's name and its functions (function id → access letter, as /api/getCore returns them). */
export interface RoleGrant {
  name: string;
  acl: Readonly<Record<string, string>>;
}

/**
 * Reference data the seeder writes before any account holds the role, so it is read once per process and a
 * session needs only the role id; a role not seen yet (seeded after start) is read again.
 */
@Injectable()
export class RoleAccess {
  private roles = new Map<number, RoleGrant>();
  private loading?: Promise<void>;

  constructor(private readonly em: EntityManager) {}

  /** The role's grant, at once when known. */
  of(roleId: number): RoleGrant | Promise<RoleGrant | undefined> {
    return this.roles.get(roleId) ?? this.load().then(() => this.roles.get(roleId));
  }

  /** The ids of the roles granting `fn`, as far as this process knows them. */
  grantingRoles(fn: string): number[] {
    return [...this.roles].filter(([, grant]) => grant.acl[fn] === 'W').map(([id]) => id);
  }

  private load(): Promise<void> {
    this.loading ??= roleGrants(this.em)
      .then((rows) => {
        const acl = (value: Record<string, string> | string) => Object.freeze(typeof value === 'string' ? JSON.parse(value) : value);
        this.roles = new Map(rows.map((r) => [Number(r.id), Object.freeze({ name: r.name, acl: acl(r.acl) })]));
      })
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}
