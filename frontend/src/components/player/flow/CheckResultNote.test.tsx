import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CheckResultNote } from './CheckResultNote';
import type { CheckResult } from './types';

const result = (over: Partial<CheckResult>): CheckResult => ({
  correct: true,
  humanScored: false,
  score: 1,
  maxScore: 1,
  correctResponse: { RESPONSE: ['B'] },
  feedback: [],
  selfRated: false,
  selfRatings: [],
  ...over,
});

describe('CheckResultNote', () => {
  it('says right or wrong with the points', () => {
    renderWithProviders(<CheckResultNote result={result({})} />);
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('1 of 1 point')).toBeInTheDocument();
  });

  it('says a person scores an essay', () => {
    renderWithProviders(<CheckResultNote result={result({ correct: null, humanScored: true, score: 0, maxScore: 0 })} />);
    expect(screen.getByText('A person scores this answer. Compare it with the rubric.')).toBeInTheDocument();
  });

  it('says a question whose score cannot be counted is not counted, neither right nor wrong', () => {
    renderWithProviders(<CheckResultNote result={result({ correct: null, score: 0, maxScore: 0 })} />);
    expect(screen.getByText('This question is not counted in the score: compare your answer with the explanation.')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect')).not.toBeInTheDocument();
    expect(screen.queryByText(/A person scores/)).not.toBeInTheDocument();
  });
});
