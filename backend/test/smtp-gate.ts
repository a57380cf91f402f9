import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export type GateMode = 'stall' | 'refuse' | 'accept';

/**
 * A TCP front for a real SMTP server that can misbehave: 'stall' holds each connection open
 * without a greeting, 'refuse' greets with 421 and hangs up, 'accept' passes it through.
 */
export class SmtpGate {
  mode: GateMode = 'stall';
  readonly seen: GateMode[] = [];
  private readonly held = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly upstreamPort: number) {
    this.server = createServer((socket) => this.onConnection(socket));
  }

  private onConnection(socket: Socket): void {
    this.seen.push(this.mode);
    socket.on('error', () => undefined);
    if (this.mode === 'stall') {
      this.held.add(socket);
      socket.on('close', () => this.held.delete(socket));
    } else if (this.mode === 'refuse') {
      socket.end('421 4.3.2 Service not available, try later\r\n');
    } else {
      const upstream = connect(this.upstreamPort, '127.0.0.1');
      upstream.on('error', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    }
  }

  /** Connections held open right now. */
  get holding(): number {
    return this.held.size;
  }

  /** Hangs up on every held connection, as a server that gave up would. */
  dropHeld(): void {
    for (const socket of this.held) socket.destroy();
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.dropHeld();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls until the check holds; the deadline only bounds a broken run. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
