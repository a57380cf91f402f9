import { type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port that keeps every message it receives. */
export class MailCatcher {
  readonly messages: ParsedMail[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly server: SMTPServer;

  constructor(private readonly delayMs = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
            this.messages.push(mail);
            this.waiters.splice(0).forEach((w) => w());
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The first message to the address, waiting for it up to the timeout. */
  async waitFor(to: string, predicate: (m: ParsedMail) => boolean = () => true, timeoutMs = 15_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => addresses(m).includes(to.toLowerCase()) && predicate(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
}

function addresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

export function linkIn(mail: ParsedMail, path: string): URL {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return new URL(match[0]);
}
