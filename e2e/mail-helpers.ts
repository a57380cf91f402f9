import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * Polls the portal's outbox until a mail to the address passes `accept`, newest first, and returns
 * what `accept` made of it. Mails are sent in the background, so every reader waits the same way.
 */
export async function waitForMail<T>(to: string, accept: (mail: ParsedMail) => T | undefined, what: string, timeoutMs: number): Promise<T> {
  const dir = process.env.E2E_OUTBOX!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      /* the outbox is created with the first mail */
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);
      if (!recipients.includes(to.toLowerCase())) continue;
      const found = accept(mail);
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail ${what} reached ${to}`);
}

/** The newest mail in the portal's outbox to the address whose subject is the one given, waiting for it. */
export function mailTo(to: string, subject: string, timeoutMs = 30_000): Promise<ParsedMail> {
  return waitForMail(to, (mail) => (mail.subject === subject ? mail : undefined), `"${subject}"`, timeoutMs);
}

/** The newest mail to the address in the portal's outbox, with its first link to `path`. */
export function mailLink(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`);
  return waitForMail(to, (mail) => mail.text?.match(link)?.[0], `with a ${path} link`, timeoutMs);
}
