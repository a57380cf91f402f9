import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StrandScoreDto } from '../../api/types.gen';
import i18n from '../../i18n';
import { renderWithProviders } from '../../testing/render';
import { view } from '../player/flow/player-testing';
import type { ReportItem, ScoreReportData } from '../player/flow/types';
import { ScoreReport } from './ScoreReport';

const strand = (over: Partial<StrandScoreDto>): StrandScoreDto => ({
  strandName: 'Algebra',
  score: 2,
  maxScore: 7,
  percent: 29,
  correct: 2,
  total: 7,
  status: 'needsPractice',
  missed: [],
  practiceTests: [],
  selfRatedMaxScore: 0,
  ...over,
});

const essay: ReportItem = {
  ...view(0),
  item: { ...view(0).item, feedback: [] },
  strandName: 'Essay',
  response: { RESPONSE: 'My essay.' },
  correctResponse: {},
  correct: null,
  score: 0,
  maxScore: 16,
  humanScored: false,
  selfRated: true,
  selfRatings: [{ responseIdentifier: 'THESIS', criterion: 'Thesis', level: null, points: null, maxPoints: 16 }],
} as ReportItem;

const report = (over: Partial<ScoreReportData> = {}): ScoreReportData => ({
  sessionId: 41,
  testName: 'Writing Practice',
  mode: 2,
  completedOn: '2026-11-21T10:00:00.000Z',
  score: 2,
  maxScore: 7,
  percent: 29,
  strands: [strand({})],
  strongPercent: 70,
  band: null,
  items: [],
  ...over,
});

describe('ScoreReport', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('writes percents as the language does, the same in the headline, the table and the chart', async () => {
    renderWithProviders(<ScoreReport report={report()} />);
    expect(screen.getByText('29%', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Percent score by strand: Algebra 29%' })).toBeInTheDocument();
    expect(screen.getByText('A strand is strong at 70% of its points or more; below that it needs practice.')).toBeInTheDocument();
  });

  it('shows an adaptive section’s scaled score beside the percent', () => {
    const adaptive = [
      {
        sectionIdentifier: 'MA-CAT',
        answered: 20,
        theta: 0.1,
        se: 0.35,
        stopped: 'max-length',
        scaledScore: 952,
        scaledLow: 945,
        scaledHigh: 959,
        cut: 950,
        ready: true,
      },
    ];
    renderWithProviders(<ScoreReport report={report({ adaptive })} />);
    expect(screen.getByRole('region', { name: 'Practice scaled score' })).toHaveTextContent('952');
    expect(screen.getByText('At or above the college-readiness cut of 950')).toBeInTheDocument();
  });

  it('in Russian writes the percent with its space', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<ScoreReport report={report()} />);
    const headline = screen.getAllByText(/^29/, { selector: 'p' })[0];
    expect(headline.textContent).toBe('29\u00a0%');
  });

  it('says an essay strand submitted without self-ratings was not scored, never that every question was right', () => {
    const essayStrand = strand({ strandName: 'Essay', score: 0, maxScore: 16, percent: 0, correct: 0, total: 0, selfRatedMaxScore: 16 });
    renderWithProviders(<ScoreReport report={report({ score: 0, maxScore: 16, percent: 0, strands: [essayStrand], items: [essay] })} />);
    expect(screen.getByText('You submitted without rating your essay against the rubric: its unrated criteria count as 0 points.')).toBeInTheDocument();
    const study = screen.getByRole('article', { name: 'Essay' });
    expect(
      within(study).getByText('Not scored: you did not rate your essay against the rubric before submitting, so its points count as 0.'),
    ).toBeInTheDocument();
    expect(within(study).queryByText('You answered every question of this strand correctly.')).toBeNull();
    expect(within(study).queryByText('0 of 0')).toBeNull();
  });
});
