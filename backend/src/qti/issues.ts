import type { IssueSeverity, PackageIssue } from './types';
import { renderMessage } from './messages';

type Params = Record<string, string | number>;

/** A NUL written out as \0: names from a hostile zip may hold one, and the process log cannot. */
function printable(value: string): string {
  return value.includes('\0') ? value.replace(/\0/g, '\\0') : value;
}

/** A file or entry name with every control character written out (\x01), so the log shows what is there. */
function visible(name: string): string {
  // eslint-disable-next-line no-control-regex
  return printable(name).replace(/[\u0001-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

export function makeIssue(file: string, code: string, rawParams: Params = {}, line?: number, severity?: IssueSeverity): PackageIssue {
  const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, typeof v !== 'string' ? v : k === 'entry' ? visible(v) : printable(v)]));
  const issue: PackageIssue = { file: visible(file), code, params, message: renderMessage(code, params, 'en') };
  if (line !== undefined) issue.line = line;
  if (severity) issue.severity = severity;
  return issue;
}

/** Collects errors (which reject the package) apart from warnings (which it survives). */
export class IssueSink {
  readonly errors: PackageIssue[] = [];
  readonly warnings: PackageIssue[] = [];

  error(file: string, code: string, params: Params = {}, line?: number): void {
    this.errors.push(makeIssue(file, code, params, line, 'error'));
  }

  warn(file: string, code: string, params: Params = {}, line?: number): void {
    this.warnings.push(makeIssue(file, code, params, line, 'warning'));
  }

  /** What the import did, for the log: kept beside the warnings, with severity info, and never counted as one. */
  note(file: string, code: string, params: Params = {}, line?: number): void {
    this.warnings.push(makeIssue(file, code, params, line, 'info'));
  }

  get hasErrors(): boolean {
    return this.errors.length > 0;
  }
}
