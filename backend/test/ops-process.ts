import { type ChildProcess } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One call on a connection of its own (no keep-alive pool), as a load balancer's probe or a fresh client makes it. */
export function call(port: number, method: 'GET' | 'POST', path: string, options: { body?: object; headers?: Record<string, string> } = {}): Promise<Answer> {
  const body = options.body ? Buffer.from(JSON.stringify(options.body)) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length), 'x-login-time': '0' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Everything a child process writes to its standard output, whole (PortalProcess keeps only the tail). */
export function captureStdout(child: ChildProcess): () => string {
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return () => out;
}

/** Resolves with the child's exit code; ask before it may have exited. */
export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
