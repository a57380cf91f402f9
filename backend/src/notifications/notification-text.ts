import type { MessageKey } from '../i18n/i18n';
import { type Lang, t } from '../i18n/i18n';
import { isSummaryCode, issueText } from '../qti';
import type { PackageIssue } from '../qti/types';
import type { NotificationKind } from './notification.entity';

/** The facts a notification keeps; its words are chosen when it is read or mailed. */
export interface NotificationParams {
  description: string;
  fileName: string;
  actor?: string;
  reason?: string | null;
  /** for imports: the process log's summary lines, or its first errors */
  log?: PackageIssue[];
  /** errors beyond the ones kept */
  moreErrors?: number;
  /** for a successful import: its first warnings, and how many it gave in all */
  warnings?: PackageIssue[];
  warningCount?: number;
  /** comments on single items that a rejection refers to, when the reviewer left any */
  itemComments?: { uin: string; comment: string }[];
}

/** Errors a failure notification carries; the process log holds them all. */
export const FIRST_ERRORS = 5;

export function notificationTitle(lang: Lang, kind: NotificationKind, p: NotificationParams): string {
  return t(lang, `notify.${kind}.subject` as MessageKey, { description: p.description });
}

export function notificationText(lang: Lang, kind: NotificationKind, p: NotificationParams): string {
  const reason = p.reason?.trim() || t(lang, 'notify.noReason');
  return t(lang, `notify.${kind}.text` as MessageKey, { description: p.description, fileName: p.fileName, actor: p.actor ?? '', reason });
}

/** What a mail adds to the list's line: what an import created, or where it failed, and item comments. */
export function notificationDetails(lang: Lang, kind: NotificationKind, p: NotificationParams): string {
  const log = p.log ?? [];
  if (kind === 'importSucceeded') {
    const lines = log.filter((i) => isSummaryCode(i.code)).map((i) => `- ${issueText(i, lang)}`);
    return (lines.length ? t(lang, 'notify.mail.created', { lines: lines.join('\n') }) : '') + warningDetails(lang, p);
  }
  if (kind === 'importFailed' && log.length) {
    const lines = log.map((i) => `- ${located(i)}: ${issueText(i, lang)}`);
    if (p.moreErrors) lines.push(t(lang, 'notify.mail.moreErrors', { count: p.moreErrors }));
    return t(lang, 'notify.mail.errors', { lines: lines.join('\n') });
  }
  if (kind === 'rejected' && p.itemComments?.length) {
    return `\n\n${p.itemComments.map((c) => `- ${c.uin}: ${c.comment}`).join('\n')}`;
  }
  return '';
}

function located(issue: PackageIssue): string {
  return `${issue.file}${issue.line ? `:${issue.line}` : ''}`;
}

/** The warnings an import was accepted with, each by file and line. */
function warningDetails(lang: Lang, p: NotificationParams): string {
  const warnings = p.warnings ?? [];
  const count = p.warningCount ?? warnings.length;
  if (!count) return '';
  const lines = warnings.map((i) => `- ${located(i)}: ${issueText(i, lang)}`);
  if (count > warnings.length) lines.push(t(lang, 'notify.mail.moreWarnings', { count: count - warnings.length }));
  return t(lang, 'notify.mail.warnings', { count, lines: lines.join('\n') });
}
