/**
 * The Import Errors table's state as the address carries it: in a file of its own, which every page
 * loads with the route's search check, apart from the page and its table.
 */
export const ERRORS_TABLE = {
  defaults: { page: 1, pageSize: 10, sortField: 'file', sortOrder: 'asc' },
  sizes: [10, 50, 100, 250],
  sortFields: ['file'],
} as const;

/** The warnings' table of the same page, under keys of its own (`warnPage`). */
export const WARNINGS_TABLE = { ...ERRORS_TABLE, prefix: 'warn' } as const;
