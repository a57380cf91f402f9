import type { PackageIssue } from './types';
import { renderMessage } from './messages';

type Params = Record<string, string | number>;

export function makeIssue(file: string, code: string, params: Params = {}, line?: number): PackageIssue {
  const issue: PackageIssue = { file, code, params, message: renderMessage(code, params, 'en') };
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
