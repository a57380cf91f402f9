import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdaptiveResultDto } from '../../api/types.gen';
import i18n from '../../i18n';
import { renderWithProviders } from '../../testing/render';
import { AdaptiveResult } from './AdaptiveResult';

/** A section of a test that declares no scale. */
const unscaled = (over: Partial<AdaptiveResultDto> = {}): AdaptiveResultDto => ({
  sectionIdentifier: 'MA-CAT',
  answered: 20,
  theta: 0.1,
  se: 0.35,
  stopped: 'max-length',
  ...over,
});

const result = (over: Partial<AdaptiveResultDto> = {}): AdaptiveResultDto => ({
  ...unscaled(),
  scaledScore: 952,
  scaledLow: 945,
  scaledHigh: 959,
  cut: 950,
  ready: true,
  ...over,
});

describe('AdaptiveResult', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('gives the scaled score, its band and readiness at the cut, as a practice estimate', () => {
    renderWithProviders(<AdaptiveResult result={result()} />);
    expect(screen.getByRole('region', { name: 'Practice scaled score' })).toBeInTheDocument();
    expect(screen.getByText('952')).toBeInTheDocument();
    expect(screen.getByText('Error band 945–959')).toBeInTheDocument();
    expect(screen.getByText('At or above the college-readiness cut of 950')).toBeInTheDocument();
    expect(screen.getByText('A practice estimate from the questions chosen for you, not an official TSIA2 score.')).toBeInTheDocument();
    expect(screen.getByText(/^This app is for practice and familiarization only\./)).toBeInTheDocument();
  });

  it('below the cut says so and what to do next', () => {
    renderWithProviders(<AdaptiveResult result={result({ scaledScore: 931, scaledLow: 923, scaledHigh: 939, ready: false })} />);
    expect(screen.getByText('Below the cut of 950 — keep practising: work on the strands that need practice, then take the test again.')).toBeInTheDocument();
    expect(screen.queryByText(/At or above/)).toBeNull();
  });

  it('without a declared scale gives θ and its standard error', () => {
    renderWithProviders(<AdaptiveResult result={unscaled({ theta: -0.4213, se: 0.318 })} />);
    expect(screen.getByRole('region', { name: 'Ability estimate' })).toBeInTheDocument();
    expect(screen.getByText('θ = -0.42 (standard error 0.32)')).toBeInTheDocument();
    expect(screen.queryByText(/cut/)).toBeNull();
  });

  it('in Russian', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<AdaptiveResult result={result({ ready: false, scaledScore: 940 })} />);
    expect(screen.getByRole('region', { name: 'Учебный балл по шкале' })).toBeInTheDocument();
    expect(screen.getByText('Интервал погрешности 945–959')).toBeInTheDocument();
    expect(screen.getByText(/^Ниже порога 950 — продолжайте заниматься/)).toBeInTheDocument();
    expect(screen.getByText('Учебная оценка по вопросам, подобранным для вас, а не официальный результат TSIA2.')).toBeInTheDocument();
    expect(screen.getByText(/^Приложение предназначено только для практики/)).toBeInTheDocument();
  });

  it('in Russian writes θ with a decimal comma', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<AdaptiveResult result={unscaled({ theta: 1.25, se: 0.3 })} />);
    expect(screen.getByText('θ = 1,25 (стандартная ошибка 0,30)')).toBeInTheDocument();
  });
});
