import { Fn } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetHistoryChartData, GetHistoryChartResponse, GetHistoryData, GetHistoryResponse, HistoryRowDto } from '../../../../api/types.gen';
import i18n from '../../../../i18n';
import { session } from '../../../../lib/session';
import { onCall } from '../../../../testing/api';
import { renderRoute } from '../../../../testing/router';

const row = (over: Partial<HistoryRowDto>): HistoryRowDto => ({
  testName: 'Mathematics Skills Practice',
  testScore: 75,
  testCompletionDate: '2026-11-21T10:00:00.000Z',
  testDetailId: 3,
  testSessionDetailId: 41,
  testAlias: 'tsia2-math-skills',
  paaId: 0,
  mode: 2,
  selfRated: false,
  scaledScore: null,
  strands: [],
  ...over,
});

function answerHistory() {
  onCall<GetHistoryChartData, GetHistoryChartResponse>('post', '/api/getHistoryChart', () => ({ series: [] }));
  onCall<GetHistoryData, GetHistoryResponse>('post', '/api/getHistory', () => ({
    data: [row({ testName: 'Adaptive Mathematics Practice Test (practice estimate)', testSessionDetailId: 42, testScore: 60, scaledScore: 952 }), row({})],
    page: 1,
    totalCount: 2,
  }));
}

describe('History table', () => {
  afterEach(async () => {
    session.clear();
    await i18n.changeLanguage('en');
  });

  it('shows an adaptive test’s practice scaled score instead of its percent', async () => {
    answerHistory();
    renderRoute('/home/testhistory', { acl: { [Fn.History]: 'W' } });
    const table = await screen.findByRole('region', { name: 'Completed tests' });
    const [, adaptive, linear] = within(table).getAllByRole('row');
    expect(within(adaptive!).getByText('952 (practice estimate)')).toBeInTheDocument();
    expect(within(adaptive!).queryByText('60%')).toBeNull();
    expect(within(linear!).getByText('75%')).toBeInTheDocument();
  });

  it('in Russian', async () => {
    await i18n.changeLanguage('ru');
    answerHistory();
    renderRoute('/home/testhistory', { acl: { [Fn.History]: 'W' } });
    const table = await screen.findByRole('region', { name: 'Пройденные тесты' });
    expect(within(table).getByText('952 (учебная оценка)')).toBeInTheDocument();
  });
});
