import type { RoleId } from '@portal/shared';
import { DEMO_ACCOUNTS, ensureAccount } from '../src/users/seed-accounts';
import type { TestClient, TestPortal } from './harness';

/** A client signed in as the demo account of the role, created on first use. */
export async function loginAs(portal: TestPortal, roleId: RoleId): Promise<TestClient> {
  const account = DEMO_ACCOUNTS.find((a) => a.roleId === roleId)!;
  await ensureAccount(portal.orm.em.fork(), account);
  const client = portal.client();
  const res = await client.login(account.email, account.password);
  if (res.body.result !== 'SUCCESS') throw new Error(`login as role ${roleId} failed: ${JSON.stringify(res.body)}`);
  return client;
}

/** Runs SQL on the portal's own database, for what no API shows (expiry, audit rows, events). */
export function sql<T = Record<string, unknown>>(portal: TestPortal, query: string, params: unknown[] = []): Promise<T[]> {
  return portal.orm.em.fork().getConnection().execute<T[]>(query, params);
}
