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
