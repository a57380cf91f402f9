import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const BACKEND = join(__dirname, '..');

function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newestSource(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)),
  );
}

/** The built CLI when it is up to date with the sources, else the sources themselves through swc. */
export function cliCommand(): string[] {
  const built = join(BACKEND, 'dist', 'cli.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(BACKEND, 'src'))) return [built];
  return ['-r', join(__dirname, 'swc-register.js'), join(BACKEND, 'src', 'cli.ts')];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServeProcess {
  child: ChildProcess;
  /** everything the process printed, for a failing test's message */
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed on the way out */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `cli serve --api-only` as a real process, resolved once it says it is ready. */
export async function serve(env: Record<string, string>, cwd: string, timeoutMs = 120_000): Promise<ServeProcess> {
  // a stop drains without a grace period (DRAIN_SECONDS) unless the test asks for one
  const child = spawn(process.execPath, [...cliCommand(), 'serve', '--api-only'], {
    cwd,
    env: { PATH: process.env.PATH ?? '', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the portal did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('portal ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited with ${code}:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { child, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
