import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The credentials s3rver accepts. */
const KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** the folder s3rver keeps the bucket in */
  dir: string;
  /** a STORAGE_URL for this server, with the objects under `prefix` */
  storageUrl(prefix?: string): string;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver from npm) on a free port, in a temporary folder of its own,
 * as a process of its own (`s3-server-process.cjs`). Everything goes when it stops, or when the
 * test process ends.
 */
export async function startS3Server(bucket = 'portal-test'): Promise<S3TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 's3-test-'));
  // s3rver makes its continuation tokens (a listing's next page) with DES, which OpenSSL 3 keeps
  // in its legacy provider
  const child = spawn(process.execPath, ['--openssl-legacy-provider', join(__dirname, 's3-server-process.cjs'), dir, bucket], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [{ port }] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the S3 test server exited (${code}): ${errors}`);
    }),
  ])) as [{ port: number }];
  // it does not keep the test process alive; it stops when that process ends (the channel closes)
  child.stderr!.destroy();
  child.channel?.unref();
  child.unref();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    dir,
    storageUrl: (prefix = '') => `s3://${KEY}:${KEY}@${bucket}/${prefix}?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}&forcePathStyle=true`,
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000).unref())]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
