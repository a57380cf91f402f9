import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const PAGE_SIZES = [5, 10, 25, 50, 100, 250] as const;

/** The spec's "table query": which page of a table, how it is sorted and filtered. */
export class TableQueryDto {
  /** 1-based */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZES)
  pageSize?: number;

  /** a column name of the table; unknown names sort by the default column */
  @IsOptional()
  @IsString()
  @MaxLength(50)
  sortField?: string;

  @IsOptional()
  @IsIn(['asc', 'desc'])
  sortOrder?: 'asc' | 'desc';

  /** free text matched against the table's searchable columns */
  @IsOptional()
  @IsString()
  @MaxLength(250)
  search?: string;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
  sortOrder: 'asc' | 'desc';
}

export function pageWindow(query: TableQueryDto, defaultSize = 10): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize, sortOrder: query.sortOrder ?? 'desc' };
}

/** A sort column from a caller's name, only among the ones a table allows. */
export function sortColumn<T extends string>(requested: string | undefined, allowed: Record<string, T>, fallback: T): T {
  return (requested && Object.hasOwn(allowed, requested) ? allowed[requested] : undefined) ?? fallback;
}
