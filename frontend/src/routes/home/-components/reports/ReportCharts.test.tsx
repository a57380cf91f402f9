import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import { renderWithProviders } from '../../../../testing/render';
import { DistributionChart } from './ReportCharts';

const buckets = [1, 2, 5, 21].map((count, i) => ({ from: i * 10, count }));

describe('DistributionChart', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes out each bucket with its count in the right plural form and the percent as English writes it', () => {
    renderWithProviders(<DistributionChart buckets={buckets} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 completed attempt scored 0–9%.',
      '2 completed attempts scored 10–19%.',
      '5 completed attempts scored 20–29%.',
      '21 completed attempts scored 30–39%.',
    ]);
  });

  it('in Russian uses the one, few and many forms and the percent as Russian writes it', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<DistributionChart buckets={buckets} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 завершённая попытка с результатом 0–9\u00a0%.',
      '2 завершённые попытки с результатом 10–19\u00a0%.',
      '5 завершённых попыток с результатом 20–29\u00a0%.',
      '21 завершённая попытка с результатом 30–39\u00a0%.',
    ]);
  });
});
