import type { CalculatorKind } from './engine';

export interface CalcKey {
  /** what the key shows */
  label: string;
  /** text it inserts in the expression */
  insert?: string;
  action?: 'evaluate' | 'clear' | 'backspace';
  /** translation key of its spoken name, when the label is a symbol */
  name?: string;
}

const k = (label: string, name?: string, insert = label): CalcKey => ({ label, insert, name });

const DIGITS: CalcKey[][] = [
  [k('7'), k('8'), k('9'), k('÷', 'divide')],
  [k('4'), k('5'), k('6'), k('×', 'times')],
  [k('1'), k('2'), k('3'), k('−', 'minus')],
  [k('0'), k('.', 'point'), { label: '=', action: 'evaluate', name: 'equals' }, k('+', 'plus')],
];

const CLEAR: CalcKey = { label: 'C', action: 'clear', name: 'clear' };
const BACK: CalcKey = { label: '⌫', action: 'backspace', name: 'backspace' };

/** The keypad rows of each calculator: Basic has the four functions; Square Root adds √, x² and parentheses; Graphing adds functions and π. */
export function keypad(kind: CalculatorKind): CalcKey[][] {
  if (kind === 1) return [[CLEAR, BACK], ...DIGITS];
  const rows: CalcKey[][] = [
    [CLEAR, BACK, k('(', 'open'), k(')', 'close')],
    [k('√', 'sqrt', '√('), k('x²', 'square', '²'), k('^', 'power'), ...(kind === 3 ? [k('π', 'pi')] : [])],
  ];
  if (kind === 3)
    rows.push(
      [k('sin', undefined, 'sin('), k('cos', undefined, 'cos('), k('tan', undefined, 'tan(')],
      [k('ln', undefined, 'ln('), k('log', undefined, 'log('), k('abs', undefined, 'abs(')],
    );
  return [...rows, ...DIGITS];
}

/** Characters typed on the keypad (focus on a key) that go into the expression. */
export const TYPED = /^[0-9.,+\-*/^()]$/;
