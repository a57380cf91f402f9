/**
 * Callers of several API processes behind a round-robin load balancer, as a browser reaches a
 * portal scaled out: each call goes to the next process still in the pool, whatever process the
 * caller signed in on. A process that refuses or drops a connection leaves the pool (a balancer's
 * passive health check), and the call is sent again to the next one, as the player sends an answer
 * again when its call was cut off. Calls answered with any status are never sent again.
 */

/** How long one call may take before it counts as failed; bounds every wait of a test. */
const CALL_TIMEOUT_MS = 30_000;
/** Sends of one call, each to the next process, before it counts as failed. */
const MAX_TRIES = 10;

export interface Node {
  name: string;
  url: string;
  up: boolean;
}

export class Balancer {
  readonly nodes: Node[];
  /** calls sent again on another process after theirs went away, by the name of the one that failed */
  readonly failovers = new Map<string, number>();

  constructor(nodes: { name: string; url: string }[]) {
    this.nodes = nodes.map((n) => ({ ...n, up: true }));
  }

  /** The process of a caller's `turn`: each caller's calls go to every process of the pool in turn. */
  pick(turn: number): Node {
    const live = this.nodes.filter((n) => n.up);
    if (!live.length) throw new Error('no API process left in the pool');
    return live[turn % live.length];
  }

  node(name: string): Node {
    return this.nodes.find((n) => n.name === name)!;
  }

  /**
   * A call to `node` got no answer: the process leaves the pool unless it still answers its liveness
   * probe (a keep-alive connection the server had just closed fails a call too).
   */
  async failed(node: Node): Promise<void> {
    this.failovers.set(node.name, (this.failovers.get(node.name) ?? 0) + 1);
    const live = await fetch(`${node.url}/api/health/live`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (!live) node.up = false;
  }
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** the process that answered */
  node: string;
  headers: Headers;
}

/** A browser-like caller through the balancer: keeps its cookies and echoes the login time, as the SPA does. */
export class BalancedClient {
  private readonly cookies = new Map<string, string>();
  private turn = 0;
  loginTime = '0';

  constructor(private readonly balancer: Balancer) {}

  /** A JSON call, to `via` when given (the call then fails with its process), else to the next process of the pool. */
  async post<T = Record<string, unknown>>(path: string, body: object = {}, via?: Node): Promise<Answer<T>> {
    const res = await this.send(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, via);
    return { ...res, body: parse(res.body, res.headers) as T };
  }

  /** A download, whole. */
  get(path: string, via?: Node): Promise<Answer<Buffer>> {
    return this.send(path, { method: 'GET' }, via);
  }

  /** A multipart form (an upload), to `via` only. */
  async form<T = Record<string, unknown>>(path: string, form: FormData, via: Node): Promise<Answer<T>> {
    const res = await this.send(path, { method: 'POST', body: form }, via);
    return { ...res, body: parse(res.body, res.headers) as T };
  }

  async login(email: string, password: string, via?: Node): Promise<Answer<{ result: string; loginTime: string }>> {
    const res = await this.post<{ result: string; loginTime: string }>('/api/login', { email, password }, via);
    if (res.status !== 200 || res.body.result !== 'SUCCESS') throw new Error(`sign-in of ${email} on ${res.node}: ${res.status} ${JSON.stringify(res.body)}`);
    this.loginTime = res.body.loginTime;
    return res;
  }

  private async send(path: string, init: RequestInit, via: Node | undefined): Promise<Answer<Buffer>> {
    for (let tries = 1; ; tries++) {
      const node = via ?? this.balancer.pick(this.turn++);
      let res: Response;
      let body: Buffer;
      try {
        res = await fetch(node.url + path, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), 'x-login-time': this.loginTime, 'accept-language': 'en', cookie: this.cookieHeader() },
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        // an answer counts only once it has arrived whole
        body = Buffer.from(await res.arrayBuffer());
      } catch (error) {
        // no answer: the process is gone. A call that timed out is not sent again: that is a failure.
        const cause = (error as Error).cause ?? error;
        if (via || (error as Error).name === 'TimeoutError' || tries >= MAX_TRIES) throw new Error(`${init.method} ${path} on ${node.name}: ${String(cause)}`);
        await this.balancer.failed(node);
        continue;
      }
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return { status: res.status, body, node: node.name, headers: res.headers };
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function parse(body: Buffer, headers: Headers): unknown {
  const text = body.toString();
  return headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}
