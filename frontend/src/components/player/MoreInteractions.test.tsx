import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choice, interaction, item, renderItem, text } from './testing';

describe('order interaction', () => {
  const node = interaction({
    interaction: 'order',
    cardinality: 'ordered',
    prompt: ['Put the steps in order'],
    choices: [choice('S1', 'Boil water'), choice('S2', 'Add tea'), choice('S3', 'Pour')],
  });

  it('moves with buttons, announces the move, keeps focus on the entry and answers the full order', () => {
    const { last } = renderItem(item([node]));
    const list = screen.getByRole('list', { name: 'Put the steps in order' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Boil water', 'Add tea', 'Pour']);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Boil water' }));
    expect(last()).toEqual(['S2', 'S1', 'S3']);
    expect(screen.getByText('Boil water moved to position 2 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move down: Boil water' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Boil water' }));
    expect(last()).toEqual(['S2', 'S3', 'S1']);
    // at the bottom, Move down is disabled: focus goes to Move up of the same entry
    expect(screen.getByRole('button', { name: 'Move down: Boil water' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: Boil water' })).toHaveFocus();
  });

  it('has no answer until something moves, and can keep the order shown', () => {
    const { last } = renderItem(item([node]));
    expect(screen.getByRole('button', { name: 'Move up: Boil water' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep this order' }));
    expect(last()).toEqual(['S1', 'S2', 'S3']);
    expect(screen.queryByRole('button', { name: 'Keep this order' })).toBeNull();
  });

  it('reorders by drag and drop', () => {
    const { last } = renderItem(item([node]));
    const items = screen.getAllByRole('listitem');
    const dataTransfer = { setData: () => {}, effectAllowed: '' };
    fireEvent.dragStart(items[2], { dataTransfer });
    fireEvent.dragOver(items[0], { dataTransfer });
    fireEvent.drop(items[0], { dataTransfer });
    expect(last()).toEqual(['S3', 'S1', 'S2']);
  });

  it('in review tells which entries are in the right place and where the others belong', () => {
    renderItem(item([node]), { response: { RESPONSE: ['S2', 'S1', 'S3'] }, readOnly: true, correctResponse: { RESPONSE: ['S1', 'S2', 'S3'] } });
    expect(screen.queryByRole('button')).toBeNull();
    const [first, , third] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Your answer, incorrect');
    expect(first).toHaveTextContent('Correct position: 2');
    expect(third).toHaveTextContent('Your answer, correct');
  });
});

describe('match interaction', () => {
  const node = interaction({
    interaction: 'match',
    cardinality: 'multiple',
    baseType: 'directedPair',
    maxChoices: 0,
    prompt: ['Match each city to its country'],
    choices: [choice('PAR', 'Paris', { matchMax: 1 }), choice('LYO', 'Lyon', { matchMax: 1 }), choice('ROM', 'Rome', { matchMax: 1 })],
    targets: [choice('FR', 'France', { matchMax: 2 }), choice('IT', 'Italy', { matchMax: 1 })],
  });

  it('answers pairs as "source target" and disables boxes past matchMax', () => {
    const { last } = renderItem(item([node]));
    expect(screen.getByRole('table', { name: 'Match each city to its country' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paris with France' }));
    expect(last()).toEqual(['PAR FR']);
    // Paris may match once
    expect(screen.getByRole('checkbox', { name: 'Paris with Italy' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rome with Italy' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lyon with France' }));
    expect(last()).toEqual(['PAR FR', 'ROM IT', 'LYO FR']);
    // France is used twice, its matchMax
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rome with Italy' }));
    expect(screen.getByRole('checkbox', { name: 'Rome with France' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paris with France' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lyon with France' }));
    expect(last()).toBeNull();
  });

  it('marks pairs in review', () => {
    renderItem(item([node]), { response: { RESPONSE: ['PAR IT'] }, readOnly: true, correctResponse: { RESPONSE: ['PAR FR', 'ROM IT'] } });
    const cell = (name: string) => screen.getByRole('checkbox', { name }).closest('td')!;
    expect(cell('Paris with Italy')).toHaveTextContent('Your answer, incorrect');
    expect(cell('Paris with France')).toHaveTextContent('Correct answer');
    expect(cell('Rome with Italy')).toHaveTextContent('Correct answer');
  });
});

describe('gap match interaction', () => {
  const node = interaction({
    interaction: 'gapMatch',
    cardinality: 'multiple',
    baseType: 'directedPair',
    prompt: ['Complete the sentence'],
    choices: [choice('W1', 'quickly', { matchMax: 1 }), choice('W2', 'slowly', { matchMax: 1 })],
    content: [
      text(
        'The hare ran ',
        { tag: 'gap', attrs: { identifier: 'G1' }, children: [] },
        ' and the tortoise walked ',
        { tag: 'gap', attrs: { identifier: 'G2' }, children: [] },
        '.',
      ),
    ],
  });

  it('fills each gap from a labelled select and answers "choice gap" pairs', () => {
    const { last } = renderItem(item([node]));
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 1' }), { target: { value: 'W1' } });
    expect(last()).toEqual(['W1 G1']);
    // "quickly" may be used once: it is disabled in the other gap
    const second = screen.getByRole('combobox', { name: 'Blank 2' });
    expect(within(second).getByRole('option', { name: 'quickly' })).toBeDisabled();
    fireEvent.change(second, { target: { value: 'W2' } });
    expect(last()).toEqual(['W1 G1', 'W2 G2']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Blank 1' }), { target: { value: '' } });
    expect(last()).toEqual(['W2 G2']);
  });

  it('shows the right word beside a wrong gap in review', () => {
    renderItem(item([node]), { response: { RESPONSE: ['W2 G1'] }, readOnly: true, correctResponse: { RESPONSE: ['W1 G1', 'W2 G2'] } });
    expect(screen.getByText('Correct answer: quickly')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: slowly')).toBeInTheDocument();
  });
});

describe('hot text interaction', () => {
  const hot = (identifier: string, word: string) => ({ tag: 'hottext', attrs: { identifier }, children: [word] });
  const content = [text('Each of the volunteers ', hot('H1', 'has'), ' signed up, and their names ', hot('H3', 'is'), ' posted.')];

  it('single: toggle buttons in the text answer one identifier, pressing again clears it', () => {
    const { last } = renderItem(item([interaction({ interaction: 'hottext', maxChoices: 1, prompt: ['Select the error'], content })]));
    const group = screen.getByRole('group', { name: 'Select the error' });
    const is = within(group).getByRole('button', { name: 'is' });
    fireEvent.click(is);
    expect(last()).toBe('H3');
    expect(is).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(group).getByRole('button', { name: 'has' }));
    expect(last()).toBe('H1');
    expect(is).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(group).getByRole('button', { name: 'has' }));
    expect(last()).toBeNull();
  });

  it('multiple: answers a list, at most maxChoices', () => {
    const { last } = renderItem(item([interaction({ interaction: 'hottext', cardinality: 'multiple', maxChoices: 1, content })]));
    fireEvent.click(screen.getByRole('button', { name: 'has' }));
    fireEvent.click(screen.getByRole('button', { name: 'is' }));
    expect(last()).toEqual(['H1']);
    expect(screen.getByRole('button', { name: 'is' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks the chosen and the correct hot text in review', () => {
    renderItem(item([interaction({ interaction: 'hottext', content })]), {
      response: { RESPONSE: 'H1' },
      readOnly: true,
      correctResponse: { RESPONSE: ['H3'] },
    });
    expect(screen.getByText('Your answer, incorrect')).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
  });
});
