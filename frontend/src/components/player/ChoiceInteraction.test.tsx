import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choice, interaction, item, renderItem, text } from './testing';

const options = [choice('A', '12'), choice('B', '15'), choice('C', '18'), choice('D', '21')];

describe('choice interaction', () => {
  it('single: a radio group named by the prompt answers one identifier', () => {
    const { last } = renderItem(item([interaction({ interaction: 'choice', maxChoices: 1, prompt: ['What is 3 × 5?'], choices: options })]));
    const group = screen.getByRole('radiogroup', { name: 'What is 3 × 5?' });
    expect(group).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /15/ }));
    expect(last()).toBe('B');
    fireEvent.click(screen.getByRole('radio', { name: /21/ }));
    expect(last()).toBe('D');
    expect(screen.getByRole('radio', { name: /21/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /15/ })).not.toBeChecked();
  });

  it('multiple: checkboxes answer a list, honour maxChoices, and an empty list is sent as null', () => {
    const { last } = renderItem(item([interaction({ interaction: 'choice', cardinality: 'multiple', maxChoices: 2, prompt: ['Pick two'], choices: options })]));
    expect(screen.getByRole('group', { name: 'Pick two' })).toHaveAccessibleDescription('Select up to 2 answers.');
    fireEvent.click(screen.getByRole('checkbox', { name: /12/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /18/ }));
    expect(last()).toEqual(['A', 'C']);
    // the limit is reached: the other boxes cannot be ticked
    expect(screen.getByRole('checkbox', { name: /21/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /12/ }));
    expect(last()).toEqual(['C']);
    expect(screen.getByRole('checkbox', { name: /21/ })).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /18/ }));
    expect(last()).toBeNull();
  });

  it('maxChoices 0 allows every choice', () => {
    const { last } = renderItem(item([interaction({ interaction: 'choice', cardinality: 'multiple', maxChoices: 0, choices: options })]));
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    expect(last()).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByText('Select all that apply.')).toBeInTheDocument();
  });

  it('shuffles non-fixed choices the same way every time and keeps fixed ones in place', () => {
    const many = 'ABCDEFGH'.split('').map((id) => choice(id, `option ${id}`, { fixed: id === 'H' }));
    const node = interaction({ interaction: 'choice', shuffle: true, choices: many });
    const order = () => screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    const first = renderItem(item([node]));
    const a = order();
    first.unmount();
    renderItem(item([node]));
    expect(order()).toEqual(a);
    expect(a.at(-1)).toBe('H');
    expect(a).not.toEqual('ABCDEFGH'.split(''));
  });

  it('in review marks the chosen and the correct answers in words, read-only', () => {
    const { onResponse } = renderItem(item([interaction({ interaction: 'choice', choices: options })]), {
      response: { RESPONSE: 'A' },
      readOnly: true,
      correctResponse: { RESPONSE: ['B'] },
    });
    expect(screen.getByRole('radio', { name: /12/ })).toHaveAccessibleName(expect.stringContaining('Your answer, incorrect'));
    expect(screen.getByRole('radio', { name: /15/ })).toHaveAccessibleName(expect.stringContaining('Correct answer'));
    expect(screen.getByRole('radio', { name: /15/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /15/ }));
    expect(onResponse).not.toHaveBeenCalled();
  });

  it('renders choice content with MathML elements', () => {
    const { container } = renderItem(
      item([
        text('Solve'),
        interaction({
          interaction: 'choice',
          choices: [
            {
              identifier: 'A',
              content: [{ tag: 'math', attrs: {}, children: [{ tag: 'msqrt', attrs: {}, children: [{ tag: 'mn', attrs: {}, children: ['7'] }] }] }],
            },
          ],
        }),
      ]),
    );
    const math = container.querySelector('math');
    expect(math?.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(math?.querySelector('msqrt mn')?.textContent).toBe('7');
  });
});
