import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { CalculatorButton } from './CalculatorButton';

// jsdom has no layout for d3 to measure; the plot itself is seen in the browser journey
vi.mock('function-plot', () => ({ default: vi.fn() }));

afterEach(cleanup);
// rendering Mantine in jsdom is slow on a busy machine; these tests wait for nothing but the renders
vi.setConfig({ testTimeout: 30_000 });

/** Opens the calculator; label and text queries keep these tests fast on a large keypad. */
async function open(kind: 0 | 1 | 2 | 3) {
  render(
    <MantineProvider>
      <CalculatorButton kind={kind} />
    </MantineProvider>,
  );
  if (!kind) return document.body;
  fireEvent.click(screen.getByText(kind === 3 ? 'Graphing calculator' : 'Calculator', { selector: 'button *' }));
  return screen.findByRole('dialog');
}

function press(dialog: HTMLElement, ...keys: string[]) {
  for (const key of keys) {
    const byName = within(dialog).queryByLabelText(key, { selector: 'button' });
    fireEvent.click(byName ?? within(dialog).getByText(key, { selector: 'button, button *' }));
  }
}

const result = (dialog: HTMLElement) => dialog.querySelector('output')!;

describe('CalculatorButton', () => {
  it('renders nothing when the item has no calculator', async () => {
    await open(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('basic: the keypad and the keyboard both calculate', async () => {
    const dialog = await open(1);
    expect(dialog).toHaveAccessibleName('Basic calculator');
    press(dialog, '1', '2', 'Times', '3');
    const input = within(dialog).getByLabelText('Expression');
    expect(input).toHaveValue('12×3');
    press(dialog, 'Equals');
    expect(result(dialog)).toHaveTextContent('36');
    expect(input).toHaveValue('36');
    // after =, a digit starts over and an operator continues
    press(dialog, 'Plus', '4', 'Equals');
    expect(result(dialog)).toHaveTextContent('40');
    fireEvent.change(input, { target: { value: '7 / 2' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(result(dialog)).toHaveTextContent('3.5');
    expect(within(dialog).queryByLabelText('Square root')).toBeNull();
  });

  it('basic refuses a square root with a message', async () => {
    const dialog = await open(1);
    const input = within(dialog).getByLabelText('Expression');
    fireEvent.change(input, { target: { value: 'sqrt(9)' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(result(dialog)).toHaveTextContent('This calculator cannot use “sqrt”.');
  });

  it('square root: √, x² and parentheses from the keypad', async () => {
    const dialog = await open(2);
    expect(dialog).toHaveAccessibleName('Square root calculator');
    press(dialog, 'Square root', '3', '6', 'Closing parenthesis', 'Plus', '2', 'Square', 'Equals');
    expect(result(dialog)).toHaveTextContent('10');
  });

  it('graphing: plots up to three functions and gives their values at an x', async () => {
    const dialog = await open(3);
    fireEvent.change(within(dialog).getByLabelText('Function 1: y ='), { target: { value: 'x^2' } });
    fireEvent.change(within(dialog).getByLabelText('Function 2: y ='), { target: { value: '2x + 1' } });
    fireEvent.change(within(dialog).getByLabelText('Function 3: y ='), { target: { value: 'import(1)' } });
    fireEvent.click(within(dialog).getByText('Draw graph'));
    expect(within(dialog).getByLabelText('Graph of y1 = x^2; y2 = 2x + 1')).toHaveAttribute('role', 'img');
    expect(within(dialog).getByLabelText('Function 3: y =')).toHaveAccessibleDescription('This calculator cannot use “import”.');
    fireEvent.change(within(dialog).getByLabelText('Value of x'), { target: { value: '3' } });
    expect(within(dialog).getByText('y1 = 9')).toBeInTheDocument();
    expect(within(dialog).getByText('y2 = 7')).toBeInTheDocument();
  });
});
