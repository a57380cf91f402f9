import type { ProcessLogEntryDto } from '../../../../api/types.gen';

export interface LogRow extends ProcessLogEntryDto {
  key: string;
  file: string;
}

/** The findings keyed by file name, as rows of one table. */
export function logRows(log: Record<string, ProcessLogEntryDto[]> | undefined): LogRow[] {
  return Object.entries(log ?? {}).flatMap(([file, entries]) => entries.map((entry, i) => ({ ...entry, file, key: `${file}#${i}` })));
}

/** One page of rows already in memory. */
export function pageOf<T>(rows: T[], page: number, pageSize: number): T[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
