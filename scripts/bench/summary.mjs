// The figures each bench hands to `npm run bench`'s summary table: with BENCH_SUMMARY naming a
// file, a bench appends one JSON line of its key figures there.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export function report(key, figures) {
  if (process.env.BENCH_SUMMARY) appendFileSync(process.env.BENCH_SUMMARY, `${JSON.stringify({ [key]: figures })}\n`);
}

export function readSummary(file) {
  if (!existsSync(file)) return {};
  return Object.assign(
    {},
    ...readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
}
