import type { ReportQueryDto } from '../../../../api/types.gen';

export const REPORT_VIEWS = ['students', 'tests', 'categories', 'institutions'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];
export const REPORT_PAGE_SIZES = [10, 25, 50, 100, 250] as const;
export const REPORT_DEFAULT_SIZE = 25;
const PERIODS = ['day', 'week', 'month'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The reports screen's view, filters, page and order, as the address carries them (defaults left out). */
export type ReportsSearch = ReportQueryDto & { view?: ReportView };

export type ReportFilters = Pick<ReportsSearch, 'search' | 'categoryId' | 'mode' | 'institutionId' | 'dateFrom' | 'dateTo' | 'period'>;

const positive = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 1_000_000 ? n : undefined;
};

/** Whatever the address holds, only values the server accepts reach the call. */
export function reportsSearch(search: Record<string, unknown>): ReportsSearch {
  const out: ReportsSearch = {};
  if ((REPORT_VIEWS as readonly unknown[]).includes(search.view) && search.view !== 'students') out.view = search.view as ReportView;
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
  const page = positive(search.page);
  if (page && page > 1) out.page = page;
  const pageSize = Number(search.pageSize);
  if ((REPORT_PAGE_SIZES as readonly number[]).includes(pageSize) && pageSize !== REPORT_DEFAULT_SIZE) out.pageSize = pageSize as ReportsSearch['pageSize'];
  if (typeof search.sortField === 'string' && /^\w{1,50}$/.test(search.sortField)) out.sortField = search.sortField;
  if (search.sortOrder === 'asc' || search.sortOrder === 'desc') out.sortOrder = search.sortOrder;
  return out;
}

/** The call's body: the address without the view, with the screen's page size. */
export function queryOf(search: ReportsSearch): ReportQueryDto {
  const { view: _view, ...query } = search;
  return { ...query, pageSize: search.pageSize ?? REPORT_DEFAULT_SIZE };
}

export function filtersOf(search: ReportsSearch): ReportFilters {
  const { search: text, categoryId, mode, institutionId, dateFrom, dateTo, period } = search;
  return { search: text, categoryId, mode, institutionId, dateFrom, dateTo, period };
}
