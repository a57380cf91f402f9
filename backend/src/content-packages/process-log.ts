import { CpStatus } from '@portal/shared';
import { isSummaryCode } from '../qti';
import type { IssueSeverity, PackageIssue } from '../qti/types';

/**
 * An entry's severity; rows stored before entries carried one read as their package's outcome made
 * them: a failed package's findings were errors, an imported one's warnings.
 */
export function severityOf(issue: PackageIssue, status: CpStatus): IssueSeverity {
  if (issue.severity) return issue.severity;
  if (isSummaryCode(issue.code)) return 'info';
  return status === CpStatus.Failed ? 'error' : 'warning';
}

/** The warnings of a process log, in the order the import reported them. */
export function warningsOf(log: PackageIssue[], status: CpStatus): PackageIssue[] {
  return log.filter((issue) => severityOf(issue, status) === 'warning');
}

export function countWarnings(log: PackageIssue[], status: CpStatus): number {
  return warningsOf(log, status).length;
}
