import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choice, interaction, item, renderItem } from './testing';

const options = [choice('A', '12'), choice('B', '15'), choice('C', '18')];

describe('a declared default is the starting answer, shown but not sent until the candidate acts', () => {
  it('single choice starts on the default radio and sends only the choice made', () => {
    const { last } = renderItem(item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one'], choices: options })], { responseDefaults: { RESPONSE: ['B'] } }));
    expect(screen.getByRole('radio', { name: /15/ })).toBeChecked();
    expect(last()).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: /18/ }));
    expect(last()).toBe('C');
    expect(screen.getByRole('radio', { name: /15/ })).not.toBeChecked();
  });

  it('single choice: clicking the default radio, already on, answers it', () => {
    const { last } = renderItem(item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one'], choices: options })], { responseDefaults: { RESPONSE: ['B'] } }));
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
    renderItem(item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['Pick one'], choices: options })], { responseDefaults: { RESPONSE: ['B'] } }), { readOnly: true });
    expect(screen.getByRole('radio', { name: /15/ })).not.toBeChecked();
  });
});
