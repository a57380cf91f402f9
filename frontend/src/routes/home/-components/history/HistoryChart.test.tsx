import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GetHistoryChartData, HistoryChartDto, HistoryPointDto } from '../../../../api/types.gen';
import i18n from '../../../../i18n';
import { onCall } from '../../../../testing/api';
import { renderWithProviders } from '../../../../testing/render';
import { HistoryChart } from './HistoryChart';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
const result = (i: number, percent: number): HistoryPointDto => ({
  completedOn: at(i),
  firstCompletedOn: at(i),
  percent,
  count: 1,
  mode: 2,
  testName: 'Reading A',
});

// Mathematics: 4,000 results the server grouped into 150 runs; Reading: three results, each its own point
const answer: HistoryChartDto = {
  series: [
    {
      categoryId: 1,
      categoryName: 'Mathematics',
      count: 4000,
      first: { completedOn: at(0), percent: 3 },
      last: { completedOn: at(299), percent: 97 },
      best: 100,
      points: Array.from({ length: 150 }, (_, r) => ({
        completedOn: at(2 * r + 1),
        firstCompletedOn: at(2 * r),
        percent: 50,
        count: r < 100 ? 27 : 26,
        mode: null,
        testName: null,
      })),
    },
    {
      categoryId: 2,
      categoryName: 'Reading',
      count: 3,
      first: { completedOn: at(400), percent: 40 },
      last: { completedOn: at(402), percent: 70 },
      best: 80,
      points: [result(400, 40), result(401, 80), result(402, 70)],
    },
  ],
};

describe('HistoryChart', () => {
  it('says which category’s points are runs of results, and still tells every result in words', async () => {
    onCall<GetHistoryChartData, HistoryChartDto>('post', '/api/getHistoryChart', answer);
    renderWithProviders(<HistoryChart />);
    expect(await screen.findByText('Mathematics: each point is the mean of up to 27 results in a row.')).toBeTruthy();
    expect(screen.queryByText(/^Reading: each point/)).toBeNull();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Mathematics: 4,?000 results, from 3% on .+ to 97% on .+; best 100%\.$/);
    expect(items[1]).toMatch(/^Reading: 3 results, from 40% on .+ to 70% on .+; best 80%\.$/);
  });

  it('says it in Russian to a Russian reader', async () => {
    await i18n.changeLanguage('ru');
    onCall<GetHistoryChartData, HistoryChartDto>('post', '/api/getHistoryChart', answer);
    renderWithProviders(<HistoryChart />);
    expect(await screen.findByText('Mathematics: каждая точка — среднее до 27 результатов подряд.')).toBeTruthy();
  });

  it('says nothing of runs when every point is one result', async () => {
    onCall<GetHistoryChartData, HistoryChartDto>('post', '/api/getHistoryChart', { series: [answer.series[1]!] });
    renderWithProviders(<HistoryChart />);
    expect(await screen.findByText(/^Reading: 3 results/)).toBeTruthy();
    expect(screen.queryByText(/each point is the mean/)).toBeNull();
  });
});
