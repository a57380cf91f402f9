import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StrandScoreDto } from '../../api/types.gen';
import { renderWithProviders } from '../../testing/render';
import { StudyNext } from './StudyNext';

const strand = (over: Partial<StrandScoreDto>): StrandScoreDto => ({
  strandName: 'Algebra',
  score: 1,
  maxScore: 3,
  percent: 33,
  correct: 1,
  total: 3,
  status: 'needsPractice',
  missed: [1, 2],
  practiceTests: [],
  selfRatedMaxScore: 0,
  ...over,
});

function renderStudy(strands: StrandScoreDto[]) {
  renderWithProviders(<StudyNext strands={strands} />);
}

describe('StudyNext', () => {
  it('puts the strands needing practice first, each with its missed questions and the tests to practise it', () => {
    renderStudy([
      strand({ strandName: 'Geometry', score: 2, maxScore: 2, percent: 100, correct: 2, total: 2, status: 'strong', missed: [] }),
      strand({ practiceTests: [{ testDetailId: 7, testName: 'Algebra Drill', categoryId: 1 }] }),
    ]);
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Algebra' })).toBeInTheDocument();
    expect(within(first!).getByText('Needs practice')).toBeInTheDocument();
    expect(within(first!).getByText('1 of 3')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Question 2' })).toHaveAttribute('href', '#report-item-1');
    expect(within(first!).getByRole('link', { name: 'Question 3' })).toHaveAttribute('href', '#report-item-2');
    expect(within(first!).getByRole('link', { name: 'Algebra Drill' })).toHaveAttribute('href', '/home/test/1');
    expect(within(second!).getByText('Strong')).toBeInTheDocument();
    expect(within(second!).getByText('You answered every question of this strand correctly.')).toBeInTheDocument();
    expect(within(second!).getByText('No other practice test holds this skill yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Every strand is strong/)).toBeNull();
  });

  it('says so when every strand is strong', () => {
    renderStudy([strand({ score: 3, percent: 100, correct: 3, status: 'strong', missed: [] })]);
    expect(screen.getByText(/Every strand is strong/)).toBeInTheDocument();
  });
});
