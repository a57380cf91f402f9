import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in the outbox, its links logged. */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transporter = config.smtpUrl
      ? createTransport(config.smtpUrl, { from: config.mailFrom })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.mailFrom });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail(mail);
    if (this.config.smtpUrl) return;
    await mkdir(this.config.outboxDir, { recursive: true });
    const file = join(this.config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 16)}.eml`);
    // Written aside and renamed, so a reader of the outbox never sees half a mail.
    await writeFile(`${file}.part`, info.message as Buffer);
    await rename(`${file}.part`, file);
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    this.logger.log(`mail to ${mail.to} written to ${file}${links.length ? `; links: ${links.join(' ')}` : ''}`);
  }
}
