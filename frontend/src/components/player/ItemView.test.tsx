import type { BodyNode } from './types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choice, interaction, item, renderItem, text } from './testing';

const question = interaction({ interaction: 'choice', prompt: ['Which is true?'], choices: [choice('A', 'Yes'), choice('B', 'No')] });

describe('ItemView', () => {
  it('shows the item its passages refer to in a labelled region beside the question', () => {
    renderItem(item([question], { stimulusRefs: ['P1'] }), {
      stimuli: [{ identifier: 'P1', title: 'The Repair', body: [{ tag: 'h2', attrs: {}, children: ['The Repair'] }, text('Inés had been…')] }],
    });
    const passage = screen.getByRole('region', { name: 'Passage: The Repair' });
    expect(within(passage).getByRole('heading', { name: 'The Repair' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Question' })).toContainElement(screen.getByRole('radiogroup'));
  });

  it('resolves media through mediaUrl and keeps alt text', () => {
    renderItem(item([text({ tag: 'img', attrs: { src: 'media/tri.svg', alt: 'A right triangle' }, children: [] }), question]), {
      mediaUrl: (p) => `/api/media/42/${p}`,
    });
    expect(screen.getByRole('img', { name: 'A right triangle' })).toHaveAttribute('src', '/api/media/42/media/tri.svg');
  });

  it('renders only allow-listed markup: no script, no event handler attributes, no foreign URLs', () => {
    const hostile: BodyNode[] = [
      { tag: 'script', attrs: {}, children: ['alert(1)'] },
      { tag: 'p', attrs: { onclick: 'alert(1)', class: 'lead' }, children: ['Safe text'] },
      { tag: 'a', attrs: { href: 'javascript:alert(1)' }, children: ['link'] },
      { tag: 'img', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>', alt: 'x' }, children: [] },
    ];
    const { container } = renderItem(item(hostile));
    expect(container.querySelector('script')).toBeNull();
    const p = screen.getByText('Safe text');
    expect(p).not.toHaveAttribute('onclick');
    expect(p).toHaveClass('lead');
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    expect(container.querySelector('img')).not.toHaveAttribute('src');
  });

  it('shows modal feedback below the item and block feedback where the body places it', () => {
    const explanation: BodyNode[] = [text('Because 3 × 5 = 15.')];
    const hint: BodyNode[] = [text('Look at the units.')];
    renderItem(
      item([question, { tag: 'feedbackBlock', attrs: { identifier: 'HINT' }, children: [] }], {
        feedback: [
          { identifier: 'CORRECT', kind: 'modal', title: 'Correct', content: explanation },
          { identifier: 'HINT', kind: 'block', content: hint },
        ],
      }),
      { shownFeedback: [explanation, hint] },
    );
    const panel = screen.getByRole('group', { name: 'Feedback' });
    expect(within(panel).getByRole('heading', { name: 'Correct' })).toBeInTheDocument();
    expect(within(panel).getByText('Because 3 × 5 = 15.')).toBeInTheDocument();
    expect(within(panel).queryByText('Look at the units.')).toBeNull();
    expect(screen.getByText('Look at the units.').closest('[data-feedback="HINT"]')).not.toBeNull();
  });

  it('without the item feedback list (Learn As You Go check), shows all feedback below; hidden feedback stays hidden', () => {
    renderItem(item([question, { tag: 'feedbackInline', attrs: { identifier: 'X' }, children: [] }]), { shownFeedback: [[text('Explained.')]] });
    expect(within(screen.getByRole('group', { name: 'Feedback' })).getByText('Explained.')).toBeInTheDocument();
    expect(document.querySelector('[data-feedback]')).toBeNull();
  });

  it('shows the rubric when the item carries one', () => {
    renderItem(item([question], { rubric: [text('A strong answer names two reasons.')] }));
    expect(within(screen.getByRole('group', { name: 'Scoring guide and sample answer' })).getByText('A strong answer names two reasons.')).toBeInTheDocument();
  });
});
