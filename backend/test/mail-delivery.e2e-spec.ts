import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { RoleId } from '@portal/shared';
import { ensureAccount } from '../src/users/seed-accounts';
import { startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';
import { MailCatcher } from './mail-catcher';
import { SmtpGate, until } from './smtp-gate';

const SENT =
  'If the email address submitted is associated with a valid account, a password reset link has been sent. If you do not receive this email, please check your spam folder or sign-up for an account.';

/** A student made directly in the database, so that no welcome mail is queued. */
async function student(portal: TestPortal): Promise<string> {
  const email = uniqueEmail('mailbox');
  await ensureAccount(portal.orm.em.fork(), { email, password: STRONG_PASSWORD, firstName: 'Rosa', lastName: 'Vega', roleId: RoleId.Student });
  return email;
}

describe('mail without SMTP_URL', () => {
  let portal: TestPortal;
  const outbox = mkdtempSync(join(tmpdir(), 'portal-outbox-'));

  beforeAll(async () => {
    portal = await startPortal({ MAIL_OUTBOX_DIR: outbox });
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file in MAIL_OUTBOX_DIR', async () => {
    const email = await student(portal);
    const res = await portal.client().post('/api/forgotpassword', { email });
    expect(res.body).toEqual({ result: 'SUCCESS', username: SENT });
    await portal.jobsIdle();
    await until(() => readdirSync(outbox).some((f) => f.endsWith('.eml')), 'an .eml file in the outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(outbox, files[0])));
    expect(mail.subject).toBe('Reset your TSIA2 Practice Portal password');
    expect(JSON.stringify(mail.to)).toContain(email);
    expect(mail.text).toMatch(/http:\/\/portal\.test\/resetpassword\?token=[\w-]+/);
    expect(mail.html).toContain('<a href="http://portal.test/resetpassword?token=');
  });
});

describe('mail through an SMTP server that stalls, then refuses, then accepts', () => {
  let portal: TestPortal;
  const catcher = new MailCatcher();
  let gate: SmtpGate;

  beforeAll(async () => {
    gate = new SmtpGate(Number(new URL(await catcher.start()).port));
    portal = await startPortal({ SMTP_URL: await gate.start() });
  });
  afterAll(async () => {
    gate.mode = 'accept';
    await portal.jobsIdle();
    await portal.close();
    await gate.stop();
    await catcher.stop();
  });

  it('answers the request at once and delivers the mail by retrying', async () => {
    const first = await student(portal);
    const second = await student(portal);

    expect((await portal.client().post('/api/forgotpassword', { email: first })).body).toEqual({ result: 'SUCCESS', username: SENT });
    await until(() => gate.holding > 0, 'the mail job to reach the SMTP server');

    // The server still holds the first delivery; another request must not wait for it.
    const res = await portal.client().post('/api/forgotpassword', { email: second });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', username: SENT });
    expect(gate.holding).toBeGreaterThan(0);
    expect(catcher.messages).toHaveLength(0);

    gate.mode = 'refuse';
    gate.dropHeld();
    await until(() => gate.seen.includes('refuse'), 'a retry that the server refuses');
    gate.mode = 'accept';

    const delivered = await catcher.waitFor(first, () => true, 45_000);
    expect(delivered.subject).toBe('Reset your TSIA2 Practice Portal password');
    expect((await catcher.waitFor(second, () => true, 45_000)).subject).toBe('Reset your TSIA2 Practice Portal password');
    expect(gate.seen.slice(0, 1)).toEqual(['stall']);
    expect(gate.seen).toContain('accept');
    expect(catcher.messages.filter((m) => JSON.stringify(m.to).includes(first))).toHaveLength(1);
  });
});
