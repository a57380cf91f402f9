import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoleId } from '@portal/shared';
import { DEMO_ACCOUNTS } from '../src/users/seed-accounts';
import { cliCommand, freePort, serve, type ServeProcess } from './cli-process';

/**
 * One process per embedded database: a second one on the same DATA_DIR refuses to start instead of
 * corrupting it, and the README's order (start the portal, then add the demo accounts) is safe.
 */

const student = DEMO_ACCOUNTS.find((a) => a.roleId === RoleId.Student)!;

/** A command of the command line run to its end; asynchronous, so that a running portal's output keeps flowing. */
function cli(args: string[], env: Record<string, string>, cwd: string): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [...cliCommand(), ...args], { cwd, env: { PATH: process.env.PATH ?? '', ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

async function login(port: number, email: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-login-time': '0' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { result?: string }).result ?? `HTTP ${res.status}`;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 60_000) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const holderLine = (pid: number, command: string) =>
  new RegExp(`is in use by another process of the portal \\(pid ${pid}, "cli\\.[jt]s ${command}", since \\d{4}-\\d\\d-\\d\\dT`);

describe('the embedded database has one process at a time', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  const dataDir = join(work, 'data');
  const lockFile = join(dataDir, 'portal.lock');
  // no DATABASE_URL: the embedded default, as a newcomer runs it
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SAMPLE_CONTENT: 'false' };
  let running: ServeProcess | undefined;
  let port: number;

  afterAll(async () => {
    await running?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('adds the demo accounts asked for while the portal starts, and the running portal signs them in', async () => {
    port = await freePort();
    const starting = serve({ ...env, PORT: String(port) }, work);
    // the portal takes the folder before it migrates: seed-demo comes while it is still starting
    await until(() => existsSync(lockFile), 'the portal to take the folder');
    const seeding = cli(['seed-demo'], env, work);
    running = await starting;
    const seeded = await seeding;
    expect(seeded).toMatchObject({ status: 0 });
    expect(seeded.output).toContain(`${student.email}: created`);
    expect(await login(port, student.email, student.password)).toBe('SUCCESS');

    const again = await cli(['seed-demo'], env, work);
    expect(again).toMatchObject({ status: 0 });
    expect(again.output).toContain(`${student.email}: exists`);
  }, 60_000);

  it('refuses a second serve and a migrate with one line naming the holder, while the first keeps serving', async () => {
    const pid = running!.child.pid!;
    for (const args of [['serve', '--api-only'], ['migrate']]) {
      const second = await cli(args, { ...env, PORT: String(await freePort()) }, work);
      expect(second.status).toBe(1);
      const lines = second.output.trim().split('\n');
      expect(lines).toEqual([expect.stringMatching(holderLine(pid, 'serve --api-only'))]);
      expect(lines[0]).toContain('npm run seed:demo works beside it');
    }
    expect(await login(port, student.email, student.password)).toBe('SUCCESS');
  }, 60_000);

  it('refuses seed-demo beside a holder that does not add accounts, without signalling it', async () => {
    // this test's own process stands for a running migrate: a signal it has no handler for would end it
    const otherDir = join(work, 'other');
    mkdirSync(otherDir);
    writeFileSync(join(otherDir, 'portal.lock'), JSON.stringify({ pid: process.pid, command: 'cli.js migrate', since: new Date().toISOString() }));
    const seeded = await cli(['seed-demo'], { ...env, DATA_DIR: otherDir }, work);
    expect(seeded.status).toBe(1);
    expect(seeded.output.trim().split('\n')).toEqual([expect.stringMatching(holderLine(process.pid, 'migrate'))]);
  }, 60_000);

  it('gives a folder to one of several processes starting at once, also over a lock left by a killed one', async () => {
    // the lock itself in real processes: a portal each would take a minute, and the race is in these few calls
    const take = [
      `require(${JSON.stringify(join(__dirname, 'swc-register.js'))});`,
      `const { lockDataDir } = require(${JSON.stringify(join(__dirname, '..', 'src', 'database', 'data-dir-lock.ts'))});`,
      'const [dir, at] = process.argv.slice(1); while (Date.now() < Number(at));',
      "try { lockDataDir(dir, 'race'); console.log('taken'); setInterval(() => {}, 1000); } catch { console.log('refused'); }",
    ].join('\n');
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    for (let round = 0; round < 4; round++) {
      const dir = join(work, `race-${round}`);
      mkdirSync(dir);
      if (round > 0) writeFileSync(join(dir, 'portal.lock'), JSON.stringify({ pid: gone.pid, command: 'cli.js serve', since: new Date().toISOString() }));
      const at = String(Date.now() + 1500);
      const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['-e', take, dir, at], { cwd: work }));
      // the one that took the folder holds it until every other has answered, however late it started
      const outcomes = await Promise.all(
        children.map((child) => {
          let errors = '';
          child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
          return new Promise<string>((resolve) => {
            child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
            child.once('close', () => resolve(`ended: ${errors}`));
          });
        }),
      );
      for (const child of children) child.kill();
      expect(outcomes.sort()).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'taken']);
    }
  }, 60_000);

  it('takes no lock with DATABASE_URL: a process on PostgreSQL is not refused for the folder', async () => {
    // nothing listens there: the command gets as far as connecting, past where the lock would refuse it
    const databaseUrl = `postgresql://127.0.0.1:${await freePort()}/portal`;
    const migrated = await cli(['migrate'], { ...env, DATABASE_URL: databaseUrl }, work);
    expect(migrated.output).not.toContain('is in use');
    expect(migrated.output).toContain('ECONNREFUSED');
    expect((JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid).toBe(running!.child.pid);
  }, 60_000);

  it('starts again on the same folder after the holder was killed, with its data intact', async () => {
    await running!.kill();
    expect(existsSync(lockFile)).toBe(true);
    port = await freePort();
    running = await serve({ ...env, PORT: String(port) }, work);
    expect(await login(port, student.email, student.password)).toBe('SUCCESS');
    await running.stop();
    running = undefined;
    // a clean stop leaves the folder free, and seed-demo opens it itself
    expect(existsSync(lockFile)).toBe(false);
    const seeded = await cli(['seed-demo'], env, work);
    expect(seeded).toMatchObject({ status: 0 });
    expect(seeded.output).toContain(`${student.email}: exists`);
  }, 60_000);
});
