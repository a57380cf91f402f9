import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choice, interaction, item, renderItem, text } from './testing';
import { formatProblem } from './TextEntryInteraction';

describe('inline choice', () => {
  it('is a labelled select inside the sentence answering one identifier, or null when emptied', () => {
    const { last } = renderItem(
      item([text('The results ', interaction({ interaction: 'inlineChoice', choices: [choice('A', 'show'), choice('B', 'shows')] }), ' that…')]),
    );
    const select = screen.getByRole('combobox', { name: 'Choose an answer' });
    fireEvent.change(select, { target: { value: 'B' } });
    expect(last()).toBe('B');
    fireEvent.change(select, { target: { value: '' } });
    expect(last()).toBeNull();
  });

  it('numbers several selects so each has its own name, and shows the correct answer in review', () => {
    renderItem(
      item([
        text(
          interaction({ interaction: 'inlineChoice', responseIdentifier: 'R1', choices: [choice('A', 'its'), choice('B', "it's")] }),
          ' and ',
          interaction({ interaction: 'inlineChoice', responseIdentifier: 'R2', choices: [choice('C', 'their'), choice('D', 'there')] }),
        ),
      ]),
      { response: { R1: 'B', R2: 'C' }, readOnly: true, correctResponse: { R1: ['A'], R2: ['C'] } },
    );
    expect(screen.getByRole('combobox', { name: 'Choose an answer for blank 1' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Choose an answer for blank 2' })).toHaveValue('C');
    expect(screen.getByText('Correct answer: its')).toBeInTheDocument();
    expect(screen.getByText('Your answer, incorrect')).toBeInTheDocument();
    expect(screen.getByText('Your answer, correct')).toBeInTheDocument();
  });
});

describe('text entry', () => {
  const node = interaction({ interaction: 'textEntry', baseType: 'integer', expectedLength: 6 });

  it('is a labelled input answering the typed string, null when cleared', () => {
    const { last } = renderItem(item([text('Slope: ', node)]));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    expect(input).toHaveAttribute('size', '6');
    fireEvent.change(input, { target: { value: '-3' } });
    expect(last()).toBe('-3');
    fireEvent.change(input, { target: { value: '' } });
    expect(last()).toBeNull();
  });

  it('hints when the text does not fit the declared type or pattern, and still saves it', () => {
    const { last } = renderItem(item([text(node)]));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    fireEvent.change(input, { target: { value: '3.5' } });
    expect(last()).toBe('3.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a whole number.');
    expect(formatProblem({ baseType: 'string', patternMask: '[A-Z]{2}\\d' }, 'AB1')).toBeNull();
    expect(formatProblem({ baseType: 'string', patternMask: '[A-Z]{2}\\d' }, 'A1')).toBe('pattern');
    expect(formatProblem({ baseType: 'float' }, '2,5')).toBeNull();
  });

  it('in review shows the answer is right when it equals the correct value as a number', () => {
    renderItem(item([text(node)]), { response: { RESPONSE: '03' }, readOnly: true, correctResponse: { RESPONSE: ['3'] } });
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('readonly');
    expect(screen.getByText('Your answer, correct')).toBeInTheDocument();
    expect(screen.queryByText(/Correct answer:/)).toBeNull();
  });

  it('in review gives the correct answer beside a wrong one', () => {
    renderItem(item([text(node)]), { response: { RESPONSE: '4' }, readOnly: true, correctResponse: { RESPONSE: ['3'] } });
    expect(screen.getByText('Your answer, incorrect')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: 3')).toBeInTheDocument();
  });
});

describe('extended text', () => {
  it('is a textarea named by its prompt with a word count, answering the text', () => {
    const { last } = renderItem(item([interaction({ interaction: 'extendedText', baseType: 'string', prompt: ['Write a paragraph.'], expectedLines: 6 })]));
    const box = screen.getByRole('textbox', { name: 'Write a paragraph.' });
    expect(box).toHaveAttribute('rows', '6');
    fireEvent.change(box, { target: { value: "The library's hours are long." } });
    expect(last()).toBe("The library's hours are long.");
    expect(box).toHaveAccessibleDescription('5 words');
  });
});
