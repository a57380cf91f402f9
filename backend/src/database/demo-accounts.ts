import type { PortalApp } from '../app.factory';
import { DEMO_ACCOUNTS, ensureAccount } from './seeders/accounts.seeder';

/** One line per demo account: its address and whether it was created or already there. */
export async function seedDemoAccounts(portal: PortalApp): Promise<string[]> {
  const lines: string[] = [];
  for (const account of DEMO_ACCOUNTS) lines.push(`${account.email}: ${await ensureAccount(portal.orm.em.fork(), account)}`);
  return lines;
}
