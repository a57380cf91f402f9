import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n';
import { questionView, renderWithTools } from './testing';
import { ToolsBar } from './ToolsBar';

// jsdom has no layout for d3 to measure; the plot itself is seen in the browser journey
vi.mock('function-plot', () => ({ default: vi.fn() }));

/** Opens the calculator; label and text queries keep these tests fast on a large keypad. */
async function open(kind: 0 | 1 | 2 | 3) {
  renderWithTools(<ToolsBar />, questionView([], { calculator: kind }));
  if (!kind) return document.body;
  fireEvent.click(screen.getByText(kind === 3 ? 'Graphing calculator' : 'Calculator', { selector: 'button *' }));
  // the calculators load when one is first opened: the first open in a run waits for that import
  // (mathjs), which on a busy machine takes longer than a query's default second
  return screen.findByRole('dialog', {}, { timeout: 20_000 });
}

beforeEach(() => localStorage.clear());

function press(dialog: HTMLElement, ...keys: string[]) {
  for (const key of keys) {
    const byName = within(dialog).queryByLabelText(key, { selector: 'button' });
    fireEvent.click(byName ?? within(dialog).getByText(key, { selector: 'button, button *' }));
  }
}

const result = (dialog: HTMLElement) => dialog.querySelector('output')!;

describe('the calculator panel', () => {
  it('is not offered when the item has no calculator: its place says so, disabled', async () => {
    await open(0);
    expect(screen.getByRole('button', { name: 'No calculator' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens beside the question without hiding it, can be moved by keyboard and docked, and is remembered for the session', async () => {
    const dialog = await open(1);
    const toggle = screen.getByRole('button', { name: 'Calculator' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // not modal: the rest of the page stays reachable
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(document.body.querySelector('[data-inert], [aria-hidden="true"] main')).toBeNull();
    const handle = within(dialog).getByRole('button', { name: 'Move calculator' });
    const before = { left: parseFloat(dialog.style.left), top: parseFloat(dialog.style.top) };
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft', shiftKey: true });
    expect(parseFloat(dialog.style.top)).toBe(before.top + 16);
    expect(parseFloat(dialog.style.left)).toBe(before.left - 64);
    const stored = JSON.parse(localStorage.getItem('player.tools.7')!);
    expect(stored.calculator).toMatchObject({ open: true, docked: false, y: before.top + 16 });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Dock calculator beside the question' }));
    expect(dialog).toHaveAttribute('data-mode', 'docked');
    expect(document.body.dataset.calculator).toBe('docked');
    // Escape closes it and gives focus back to the button that opened it
    fireEvent.keyDown(within(dialog).getByLabelText('Expression'), { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.body.dataset.calculator).toBeUndefined();
    expect(JSON.parse(localStorage.getItem('player.tools.7')!).calculator).toMatchObject({ open: false, docked: true });
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
