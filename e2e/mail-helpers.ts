import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The newest mail in the portal's outbox to the address whose subject is the one given, waiting for it. */
export async function mailTo(to: string, subject: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const dir = process.env.E2E_OUTBOX!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      /* the outbox is created with the first mail */
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address?.toLowerCase()) ?? []);
      if (recipients.includes(to.toLowerCase()) && mail.subject === subject) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" reached ${to}`);
}
