import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCategoryReport, getInstitutionReport, getStudentReport, getTestReport } from '../../../../api/sdk.gen';
import { queryOf, type ReportsSearch } from './search';

/** Every read of the reports screen starts with this key. */
export const REPORTS_KEY = 'reports';

/** Names of modes, states and categories come translated, so the language is part of each key. */
export const studentReportQuery = (search: ReportsSearch, language: string) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'students', queryOf(search), language],
    queryFn: async () => (await getStudentReport({ body: queryOf(search), throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });

export const testReportQuery = (search: ReportsSearch, language: string) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'tests', queryOf(search), language],
    queryFn: async () => (await getTestReport({ body: queryOf(search), throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });

export const categoryReportQuery = (search: ReportsSearch, language: string) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'categories', queryOf(search), language],
    queryFn: async () => (await getCategoryReport({ body: queryOf(search), throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });

export const institutionReportQuery = (search: ReportsSearch, language: string) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'institutions', queryOf(search), language],
    queryFn: async () => (await getInstitutionReport({ body: queryOf(search), throwOnError: true })).data,
    placeholderData: keepPreviousData,
  });
