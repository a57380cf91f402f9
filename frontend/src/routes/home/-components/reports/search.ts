import type { ReportQueryDto } from '../../../../api/types.gen';
import { readTableQuery, type TableState, tableSearchOf } from '../../../../components/table-search';

export const REPORT_VIEWS = ['students', 'tests', 'categories', 'institutions'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
export const REPORT_PAGE_SIZES = [10, 25, 50, 100, 250] as const;
export const REPORT_DEFAULT_SIZE = 25;
const PERIODS = ['day', 'week', 'month'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Each report sorts by its own columns; the server falls back to the report's first order for any other name. */
const SORT_FIELD = /^\w{1,50}$/;
/** The order each report opens in, as the server lists it without one. */
const DEFAULT_SORT: Record<ReportView, string> = { students: 'startedOn', tests: 'attempts', categories: 'category', institutions: 'paaStarted' };

/** The reports screen's view, filters, page and order, as the address carries them (defaults left out). */
export type ReportsSearch = ReportQueryDto & { view?: ReportView };

export type ReportFilters = Pick<ReportsSearch, 'search' | 'categoryId' | 'mode' | 'institutionId' | 'dateFrom' | 'dateTo' | 'period'>;

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : undefined;
};

/** The filters the address holds that the server accepts. */
export function reportFilters(search: Record<string, unknown>): ReportFilters {
  const out: ReportFilters = {};
  if (typeof search.search === 'string' && search.search.trim()) out.search = search.search.trim().slice(0, 250);
  const category = positive(search.categoryId);
  if (category && category <= 1000) out.categoryId = category;
  const mode = Number(search.mode);
  if (mode === 1 || mode === 2) out.mode = mode;
  const institution = positive(search.institutionId);
  if (institution) out.institutionId = institution;
  if (typeof search.dateFrom === 'string' && DATE.test(search.dateFrom)) out.dateFrom = search.dateFrom;
  if (typeof search.dateTo === 'string' && DATE.test(search.dateTo)) out.dateTo = search.dateTo;
  if ((PERIODS as readonly unknown[]).includes(search.period) && search.period !== 'week') out.period = search.period as ReportsSearch['period'];
  return out;
}

/** A report's table, through the one table-state helper: the filters, and the page and order of the view's own columns. */
export const reportTable = (view: ReportView) =>
  ({
    defaults: { page: 1, pageSize: REPORT_DEFAULT_SIZE, sortField: DEFAULT_SORT[view], sortOrder: 'desc' } satisfies TableState,
    sizes: REPORT_PAGE_SIZES,
    sortFields: SORT_FIELD,
    filters: reportFilters,
  }) as const;

export const viewOf = (search: { view?: unknown }): ReportView =>
  (REPORT_VIEWS as readonly unknown[]).includes(search.view) ? (search.view as ReportView) : 'students';

/** Whatever the address holds, only values the server accepts reach the call. */
export function reportsSearch(search: Record<string, unknown>): ReportsSearch {
  const view = viewOf(search);
  return { ...(view === 'students' ? {} : { view }), ...tableSearchOf(search, reportTable(view)) } as ReportsSearch;
}

/** The call's body: the view's filters, page, size and order, without the view. */
export function queryOf(search: ReportsSearch): ReportQueryDto {
  return readTableQuery(search as Record<string, unknown>, reportTable(viewOf(search))) as ReportQueryDto;
}

export function filtersOf(search: ReportsSearch): ReportFilters {
  const { search: text, categoryId, mode, institutionId, dateFrom, dateTo, period } = search;
  return { search: text, categoryId, mode, institutionId, dateFrom, dateTo, period };
}
