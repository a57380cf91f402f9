import { acceptWellFormed } from './validation';
import { MAX_PAGE, type PagingContract, TABLE_PAGING, TableQueryDto } from './table-query.dto';

/** A check of one field of a body, as a DTO's decorators would pass it unchanged. */
export type FieldCheck = (value: unknown) => boolean;

export const text =
  (max: number): FieldCheck =>
  (v) =>
    typeof v === 'string' && v.length <= max;

export const oneOf =
  (values: readonly unknown[]): FieldCheck =>
  (v) =>
    values.includes(v);

export const positiveInt =
  (max = 2_147_483_647): FieldCheck =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max;

/** The fields of a table query (TableQueryDto) in the sizes of a table's contract. */
export const tableQueryFields = (contract: PagingContract): Record<string, FieldCheck> => ({
  page: positiveInt(MAX_PAGE),
  pageSize: oneOf(contract.sizes),
  sortField: text(50),
  sortOrder: oneOf(['asc', 'desc']),
  search: text(250),
});

/** A body holding only the named fields, each passing its check. */
export const onlyFields =
  (fields: Record<string, FieldCheck>) =>
  (body: Record<string, unknown>): boolean =>
    Object.entries(body).every(([key, value]) => Object.hasOwn(fields, key) && fields[key](value));

// Never looser than the decorators: numbers as numbers, texts within the limit by their UTF-16
// length (the validator counts a surrogate pair once, so it may accept a longer one: that goes the full way).
acceptWellFormed(TableQueryDto, onlyFields(tableQueryFields(TABLE_PAGING)));
