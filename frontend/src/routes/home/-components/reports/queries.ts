import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCategoryReportOptions, getInstitutionReportOptions, getStudentReportOptions, getTestReportOptions } from '../../../../api/@tanstack/react-query.gen';
import { inLanguage } from '../../../../lib/queries';
import { queryOf, type ReportsSearch } from './search';

/** Names of modes, states and categories come translated. */
const PREVIOUS = { placeholderData: keepPreviousData } as const;

export const studentReportQuery = (search: ReportsSearch, language: string) => queryOptions({ ...getStudentReportOptions({ body: queryOf(search), ...inLanguage(language) }), ...PREVIOUS });

export const testReportQuery = (search: ReportsSearch, language: string) => queryOptions({ ...getTestReportOptions({ body: queryOf(search), ...inLanguage(language) }), ...PREVIOUS });

export const categoryReportQuery = (search: ReportsSearch, language: string) => queryOptions({ ...getCategoryReportOptions({ body: queryOf(search), ...inLanguage(language) }), ...PREVIOUS });

export const institutionReportQuery = (search: ReportsSearch, language: string) =>
  queryOptions({ ...getInstitutionReportOptions({ body: queryOf(search), ...inLanguage(language) }), ...PREVIOUS });
