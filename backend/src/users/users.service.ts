import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RoleId } from '@portal/shared';
import { Role } from '../acl/role.entity';
import { hashPassword } from './passwords';
import { normalizeLang } from '../i18n/i18n';
import { User } from './user.entity';
import { lockAccount } from './accounts.queries';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roleId: RoleId;
  language?: string;
}

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.trim().toLowerCase() }, { populate: ['role'] });
  }

  /**
   * Inside the caller's transaction: holds the account's row until it ends, so what another feature
   * does for one account (a PAA begun in two tabs at once) happens one at a time.
   */
  async lockAccount(em: EntityManager, userId: number): Promise<void> {
    await lockAccount(em, userId);
  }

  /** Inside the caller's transaction: the account's new password hash. */
  async setPasswordHash(em: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await em.nativeUpdate(User, { id: userId }, { passwordHash });
  }

  /** Not flushed: the caller commits it together with whatever made it (an invite, a sign-up). */
  async build(input: NewUser): Promise<User> {
    return this.em.create(User, {
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash: await hashPassword(input.password),
      role: this.em.getReference(Role, input.roleId),
      language: normalizeLang(input.language),
      createdOn: new Date(),
    });
  }
}
