import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StrandScoreDto } from '../../api/types.gen';
import { renderWithProviders } from '../../testing/render';
import { StrandBars } from './StrandBars';

const strand = (strandName: string, percent: number) => ({ strandName, percent }) as StrandScoreDto;

describe('the strands’ bars', () => {
  it('shows each strand’s whole name above a bar as long as its percent', () => {
    const long = 'Literary Text Analysis and Informational Text Analysis and Synthesis';
    renderWithProviders(<StrandBars strands={[strand(long, 29), strand('Essay', 100)]} percent={(v) => `${v}%`} />);
    expect(screen.getByText(long)).toBeInTheDocument();
    const bars = document.querySelectorAll<HTMLElement>('li [style]');
    expect([...bars].map((b) => b.style.width)).toEqual(['29%', '100%']);
    expect(screen.getByText('29%')).toBeInTheDocument();
  });
});
