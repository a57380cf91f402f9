import type { EntityManager } from '@mikro-orm/postgresql';
import { RoleId, meetsPasswordPolicy } from '@portal/shared';
import { Role } from '../acl/role.entity';
import { hashPassword } from './passwords';
import { User } from './user.entity';

export interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roleId: RoleId;
}

/** Demo accounts of `npm run seed:demo`, one per role; the README lists them. */
export const DEMO_ACCOUNTS: SeedAccount[] = [
  { email: 'student@example.org', password: 'Student.2026', firstName: 'Sam', lastName: 'Rivera', roleId: RoleId.Student },
  { email: 'admin@example.org', password: 'Admin.2026!', firstName: 'Alex', lastName: 'Morgan', roleId: RoleId.ContentAdmin },
  { email: 'reviewer@example.org', password: 'Reviewer.2026', firstName: 'Riley', lastName: 'Chen', roleId: RoleId.Reviewer },
  { email: 'publisher@example.org', password: 'Publisher.2026', firstName: 'Pat', lastName: 'Okafor', roleId: RoleId.Publisher },
];

/** Creates the account if the address is free; an existing account is left exactly as it is. */
export async function ensureAccount(em: EntityManager, account: SeedAccount): Promise<'created' | 'exists'> {
  const email = account.email.trim().toLowerCase();
  if (!meetsPasswordPolicy(account.password))
    throw new Error(`The password for ${email} does not meet the password rule (9-50 characters, three of lower, upper, digit, @$!%*?&.)`);
  if (await em.findOne(User, { email })) return 'exists';
  em.create(User, {
    email,
    firstName: account.firstName,
    lastName: account.lastName,
    passwordHash: await hashPassword(account.password),
    role: em.getReference(Role, account.roleId),
    language: 'en',
    createdOn: new Date(),
  });
  await em.flush();
  return 'created';
}

/** One line per demo account: its address and whether it was created or already there. */
export async function seedDemoAccounts(em: EntityManager): Promise<string[]> {
  const lines: string[] = [];
  for (const account of DEMO_ACCOUNTS) lines.push(`${account.email}: ${await ensureAccount(em.fork(), account)}`);
  return lines;
}
