import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { type Lang, type MessageKey, t } from '../i18n/i18n';
import { JobHandlers, JobQueue, QUEUE_MAIL } from '../jobs/job-queue';
import { MailTransport, type OutgoingMail } from './mail-transport';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function toHtml(text: string): string {
  const linked = escapeHtml(text).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`);
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${linked
    .split('\n\n')
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
}

/** Composes the portal's mails in the recipient's language and hands them to the mail job. */
@Injectable()
export class MailService implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: JobHandlers,
    private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.handlers.register(QUEUE_MAIL, (data) => this.transport.send(data as OutgoingMail));
  }

  link(path: string, token?: string): string {
    return `${this.config.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  }

  /** A mail whose subject and text the caller has already written in the recipient's language. */
  async sendText(to: string, subject: string, text: string): Promise<void> {
    await this.queue.add(QUEUE_MAIL, { to, subject, text, html: toHtml(text) } satisfies OutgoingMail);
  }

  async send(to: string, lang: Lang, kind: 'invite' | 'reset' | 'registered', vars: Record<string, string>): Promise<void> {
    const subject = t(lang, `mail.${kind}.subject` as MessageKey);
    const text = t(lang, `mail.${kind}.body` as MessageKey, vars);
    await this.queue.add(QUEUE_MAIL, { to, subject, text, html: toHtml(text) } satisfies OutgoingMail);
  }
}
