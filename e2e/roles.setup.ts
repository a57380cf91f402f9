import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type APIRequestContext, test } from '@playwright/test';
import { createStudent, inviteUser, PASSWORD, registerInvited, signIn, uniqueEmail } from './fixtures';
import { ADMIN } from './playwright.config';
import { ROLES, type Role, type SavedSignIn, signInPath, statePath } from './roles';

type Account = { email: string; password: string };

async function invited(roleId: number, firstName: string, lastName: string): Promise<Account> {
  const email = uniqueEmail(firstName.toLowerCase());
  await inviteUser(email, roleId);
  await registerInvited(email, roleId, { firstName, lastName });
  return { email, password: PASSWORD };
}

/** How each role's account comes to be: sign-up for a student, the bootstrap admin, invitations for staff. */
const ACCOUNTS: Record<Role, (api: APIRequestContext) => Promise<Account>> = {
  student: async (api) => {
    const email = uniqueEmail('student');
    await createStudent(api, { email, firstName: 'Selma', lastName: 'Student' });
    return { email, password: PASSWORD };
  },
  admin: async () => ADMIN,
  reviewer: () => invited(4, 'Reva', 'Reviewer'),
  publisher: () => invited(5, 'Pablo', 'Publisher'),
};

test.describe.configure({ mode: 'parallel' });

for (const role of ROLES) {
  test(`the ${role} signs in once through the sign-in page`, async ({ page, request }) => {
    const account = await ACCOUNTS[role](request);
    await signIn(page, account.email, account.password);
    const session = await page.evaluate(() => sessionStorage.getItem('portal.session'));
    if (!session) throw new Error(`no session entry after the ${role} signed in`);
    mkdirSync(dirname(statePath(role)), { recursive: true });
    await page.context().storageState({ path: statePath(role) });
    const saved: SavedSignIn = { email: account.email, session };
    writeFileSync(signInPath(role), JSON.stringify(saved));
  });
}
