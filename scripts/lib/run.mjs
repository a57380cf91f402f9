import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

/** Runs a command in the repository root, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/**
 * Runs independent steps at most `width` at a time. Each step's output is kept and printed whole
 * under its title once it and every step before it have ended, so the log reads in order; the
 * first step that fails ends the process with its code, after its output, stopping the others.
 */
export async function mustRunAll(steps, width = availableParallelism()) {
  let free = width;
  const waiting = [];
  const children = new Set();
  const slot = () => (free > 0 ? (free--, Promise.resolve()) : new Promise((r) => waiting.push(r)));
  const release = () => (waiting.length ? waiting.shift()() : free++);
  const captured = ({ command, args, options = {} }) =>
    new Promise((resolvePromise, reject) => {
      const child = spawn(command, args, { cwd: ROOT, ...options, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      children.add(child);
      const chunks = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('error', reject);
      child.on('close', (code, signal) => {
        children.delete(child);
        resolvePromise({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks) });
      });
    });
  const outcomes = steps.map(async (step) => {
    await slot();
    try {
      return await captured(step);
    } finally {
      release();
    }
  });
  for (const [i, outcome] of outcomes.entries()) {
    const { code, output } = await outcome;
    console.log(`== ${steps[i].title}`);
    process.stdout.write(output);
    if (code !== 0) {
      console.error(`${steps[i].command} ${steps[i].args.join(' ')} failed with exit code ${code}`);
      for (const child of children) child.kill();
      process.exit(code);
    }
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function stale(output, ...sources) {
  const out = join(ROOT, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return sources.some((s) => newestMtime(join(ROOT, s)) > built);
}

/** Builds the shared package (the API loads its compiled form) when missing or older than its sources. */
export async function ensureSharedBuilt() {
  if (stale('shared/dist/index.js', 'shared/src')) {
    console.log('building the shared package…');
    await mustRun('npm', ['run', 'build', '-w', 'shared']);
  }
}

/** Builds the shared package and the backend when their output is missing or older than their sources. */
export async function ensureBackendBuilt() {
  await ensureSharedBuilt();
  if (stale('backend/dist/cli.js', 'backend/src', 'shared/src')) {
    console.log('building the backend…');
    await mustRun('npx', ['nest', 'build']);
  }
}

/** Builds the backend and the SPA when their output is missing or older than their sources. */
export async function ensureBuilt() {
  await ensureBackendBuilt();
  if (
    stale(
      'frontend/dist/index.html',
      'frontend/src',
      'frontend/public',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/precompress.ts',
      'shared/src',
    )
  ) {
    console.log('building the frontend…');
    await mustRun('npm', ['run', 'build', '-w', 'frontend']);
  }
}
