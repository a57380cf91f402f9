import type { PackageIssue } from './types';
import { renderMessage } from './messages';

type Params = Record<string, string | number>;

/** A NUL written out as \0: names from a hostile zip may hold one, and the process log cannot. */
function printable(value: string): string {
  return value.includes('\0') ? value.replace(/\0/g, '\\0') : value;
}

export function makeIssue(file: string, code: string, rawParams: Params = {}, line?: number): PackageIssue {
  const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, typeof v === 'string' ? printable(v) : v]));
  const issue: PackageIssue = { file: printable(file), code, params, message: renderMessage(code, params, 'en') };
  if (line !== undefined) issue.line = line;
  return issue;
}

/** Collects errors (which reject the package) apart from warnings (which it survives). */
export class IssueSink {
  readonly errors: PackageIssue[] = [];
  readonly warnings: PackageIssue[] = [];

  error(file: string, code: string, params: Params = {}, line?: number): void {
    this.errors.push(makeIssue(file, code, params, line));
  }

  warn(file: string, code: string, params: Params = {}, line?: number): void {
    this.warnings.push(makeIssue(file, code, params, line));
  }

  get hasErrors(): boolean {
    return this.errors.length > 0;
  }
}
