import { randomBytes } from 'node:crypto';
import { RUN_ENV } from './template-names';

/** One id for the run, read by every worker (`samples-template.ts`). */
export default function globalSetup(): void {
  process.env[RUN_ENV] = randomBytes(5).toString('hex');
}
