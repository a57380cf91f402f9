import type { QueryClient } from '@tanstack/react-query';
import {
  getCategoryReportOptions,
  getInstitutionReportOptions,
  getStudentReportOptions,
  getTestReportOptions,
} from '../../../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../../../lib/queries';
import { queryOf, type ReportsSearch } from './search';

/* Names of modes, states and categories come translated. */

export const studentReportQuery = (search: ReportsSearch, language: string) => getStudentReportOptions({ body: queryOf(search), ...inLanguage(language) });

export const testReportQuery = (search: ReportsSearch, language: string) => getTestReportOptions({ body: queryOf(search), ...inLanguage(language) });

export const categoryReportQuery = (search: ReportsSearch, language: string) => getCategoryReportOptions({ body: queryOf(search), ...inLanguage(language) });

export const institutionReportQuery = (search: ReportsSearch, language: string) =>
  getInstitutionReportOptions({ body: queryOf(search), ...inLanguage(language) });

/** Reads the report of the view the address names, for the route's loader. */
export async function ensureViewReport(queryClient: QueryClient, search: ReportsSearch, language: string): Promise<unknown> {
  switch (search.view ?? 'students') {
    case 'students':
      return queryClient.ensureQueryData(studentReportQuery(search, language));
    case 'tests':
      return queryClient.ensureQueryData(testReportQuery(search, language));
    case 'categories':
      return queryClient.ensureQueryData(categoryReportQuery(search, language));
    case 'institutions':
      return queryClient.ensureQueryData(institutionReportQuery(search, language));
  }
}
