import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choice, interaction, item, renderItem, text } from './testing';

const options = [choice('A', '12'), choice('B', '15'), choice('C', '18')];

describe('a declared default is the starting answer, shown but not sent until the candidate acts', () => {
  it('single choice starts on the default radio and sends only the choice made', () => {
    const { last } = renderItem(
      item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one'], choices: options })], { responseDefaults: { RESPONSE: ['B'] } }),
    );
    expect(screen.getByRole('radio', { name: /15/ })).toBeChecked();
    expect(last()).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: /18/ }));
    expect(last()).toBe('C');
    expect(screen.getByRole('radio', { name: /15/ })).not.toBeChecked();
  });

  it('single choice: clicking the default radio, already on, answers it', () => {
    const { last } = renderItem(
      item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one'], choices: options })], { responseDefaults: { RESPONSE: ['B'] } }),
    );
    fireEvent.click(screen.getByRole('radio', { name: /15/ }));
    expect(last()).toBe('B');
  });

  it('multiple choice starts with the default ticked and a change sends the rest of it too', () => {
    const node = interaction({ interaction: 'choice', cardinality: 'multiple', maxChoices: 0, prompt: ['Pick any'], choices: options });
    const { last } = renderItem(item([node], { responseDefaults: { RESPONSE: ['A', 'C'] } }));
    expect(screen.getByRole('checkbox', { name: /12/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /18/ })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /15/ }));
    expect(last()).toEqual(['A', 'C', 'B']);
  });

  it('text entry starts with the default text, and a saved answer (even an emptied one) wins over it', () => {
    const node = interaction({ interaction: 'textEntry', baseType: 'string' });
    const first = renderItem(item([node], { responseDefaults: { RESPONSE: ['north'] } }));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(input).toHaveValue('north');
    expect(first.last()).toBeUndefined();
    fireEvent.change(input, { target: { value: 'north-east' } });
    expect(first.last()).toBe('north-east');
    first.unmount();
    renderItem(item([node], { responseDefaults: { RESPONSE: ['north'] } }), { response: { RESPONSE: null } });
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  });

  it('slider starts at the default, still unanswered, and moves on from it', () => {
    const node = interaction({ interaction: 'slider', baseType: 'integer', prompt: ['How many?'], slider: { lowerBound: 0, upperBound: 10, step: 1 } });
    const { last } = renderItem(item([node], { responseDefaults: { RESPONSE: ['4'] } }));
    const thumb = screen.getByRole('slider', { name: 'How many?' });
    expect(thumb).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByText(/Not answered yet/)).toBeInTheDocument();
    expect(last()).toBeUndefined();
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(last()).toBe('5');
  });

  it('in review a default the candidate never took is not shown as their answer', () => {
    renderItem(
      item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one'], choices: options })], { responseDefaults: { RESPONSE: ['B'] } }),
      { readOnly: true },
    );
    expect(screen.getByRole('radio', { name: /15/ })).not.toBeChecked();
  });
});

describe('the default is the starting answer of the ordering, pairing, hot text and graphic interactions too', () => {
  const board = { src: 'items/board.svg', width: 200, height: 100, alt: 'A board' };
  const spot = (identifier: string, label: string, x: number) => ({ identifier, content: [], shape: 'circle' as const, coords: [x, 50, 10], label });

  it('order starts in the declared order and a move sends the whole new order', () => {
    const node = interaction({
      interaction: 'order',
      cardinality: 'ordered',
      prompt: ['Order'],
      choices: [choice('S1', 'Boil'), choice('S2', 'Steep'), choice('S3', 'Pour')],
    });
    const { last } = renderItem(item([node], { responseDefaults: { RESPONSE: ['S3', 'S1', 'S2'] } }));
    expect(
      within(screen.getByRole('list', { name: 'Order' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pour', 'Boil', 'Steep']);
    expect(last()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Boil' }));
    expect(last()).toEqual(['S3', 'S2', 'S1']);
  });

  it('match starts with the declared pairs ticked and a new pair is added to them', () => {
    const node = interaction({
      interaction: 'match',
      cardinality: 'multiple',
      baseType: 'directedPair',
      maxChoices: 0,
      prompt: ['Match'],
      choices: [choice('PAR', 'Paris'), choice('ROM', 'Rome')],
      targets: [choice('FR', 'France'), choice('IT', 'Italy')],
    });
    const { last } = renderItem(item([node], { responseDefaults: { RESPONSE: ['PAR FR'] } }));
    expect(screen.getByRole('checkbox', { name: 'Paris with France' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rome with Italy' }));
    expect(last()).toEqual(['PAR FR', 'ROM IT']);
  });

  it('hot text starts on the declared word', () => {
    const hot = (identifier: string, word: string) => ({ tag: 'hottext', attrs: { identifier }, children: [word] });
    const node = interaction({ interaction: 'hottext', cardinality: 'multiple', maxChoices: 0, content: [text(hot('H1', 'has'), ' and ', hot('H2', 'is'))] });
    const { last } = renderItem(item([node], { responseDefaults: { RESPONSE: ['H2'] } }));
    expect(screen.getByRole('button', { name: 'is' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'has' }));
    expect(last()).toEqual(['H2', 'H1']);
  });

  it('graphic order starts numbered as declared', () => {
    const node = interaction({
      interaction: 'graphicOrder',
      cardinality: 'ordered',
      object: board,
      choices: [spot('A', 'Depot', 20), spot('B', 'Market', 100)],
    });
    const { last } = renderItem(item([node], { responseDefaults: { RESPONSE: ['B', 'A'] } }));
    expect(screen.getByRole('checkbox', { name: 'Depot, number 2' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Market, number 1' }), { key: ' ' });
    expect(last()).toEqual(['A']);
  });

  it('select point starts with the declared point placed, and in review an untaken default is not shown', () => {
    const node = interaction({ interaction: 'selectPoint', baseType: 'point', object: board, prompt: ['Mark the middle'] });
    const first = renderItem(item([node], { responseDefaults: { RESPONSE: ['30 40'] } }));
    expect(screen.getByRole('list', { name: 'Your answer' })).toHaveTextContent('Point 1: 30, 40');
    expect(first.last()).toBeUndefined();
    first.unmount();
    renderItem(item([node], { responseDefaults: { RESPONSE: ['30 40'] } }), { readOnly: true });
    expect(screen.queryByText('Point 1: 30, 40')).toBeNull();
  });
});
