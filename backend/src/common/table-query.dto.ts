import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, type ValidationOptions } from 'class-validator';

/** The highest page number any table accepts; past its last page a table answers that page. */
export const MAX_PAGE = 1_000_000;

/** Without message keys, a wrong page or size is refused in the validator's own words, as some tables always were. */
export interface PagingContract {
  sizes: readonly number[];
  defaultSize: number;
  messages?: { page?: string; pageSize?: string };
}

/** The spec's tables: 10 rows by default; 5 is the package process history's size. */
export const TABLE_PAGING = { sizes: [5, 10, 25, 50, 100, 250], defaultSize: 10 } as const satisfies PagingContract;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form TypeScript requires of a mixin's base
type Constructor = new (...args: any[]) => object;

const message = (key: string | undefined): ValidationOptions => (key ? { message: key } : {});

/**
 * The page and page size of a table query, by one rule for every table: only the sizes and the
 * messages differ, so each answer on the wire stays the one its table's clients know.
 */
export function Paged<TBase extends Constructor = new () => object>(contract: PagingContract, Base: TBase = class {} as TBase) {
  const page = message(contract.messages?.page);
  class PagedQuery extends Base {
    /** 1-based; past the last page answers the last page */
    @IsOptional()
    @Type(() => Number)
    @IsInt(page)
    @Min(1, page)
    @Max(MAX_PAGE, page)
    page?: number;

    /** rows per page: one of the table's sizes */
    @IsOptional()
    @Type(() => Number)
    @IsIn(contract.sizes, message(contract.messages?.pageSize))
    pageSize?: number;
  }
  return PagedQuery;
}

/** The spec's "table query": which page of a table, how it is sorted and filtered. */
export class TableQueryDto extends Paged(TABLE_PAGING) {
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
