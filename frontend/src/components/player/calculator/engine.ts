import {
  absDependencies,
  addDependencies,
  cosDependencies,
  create,
  divideDependencies,
  eDependencies,
  expDependencies,
  log10Dependencies,
  logDependencies,
  multiplyDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  type MathNode,
} from 'mathjs';

/** 1 Basic, 2 Square Root, 3 Graphing: what the item's metadata names. */
export type CalculatorKind = 1 | 2 | 3;

export type CalcErrorCode = 'empty' | 'tooLong' | 'syntax' | 'notAllowed' | 'notReal' | 'notFinite';

export class CalcError extends Error {
  constructor(
    readonly code: CalcErrorCode,
    readonly token?: string,
  ) {
    super(token ? `${code}: ${token}` : code);
  }
}

/**
 * A mathjs instance holding only arithmetic and the few functions the calculators offer: no import,
 * createUnit, evaluate, matrices, units or strings exist in it. Expressions are also checked node by
 * node before they are compiled, so nothing but numbers, the allowed operators and functions, and
 * the variable x of a graph ever runs.
 */
const math = create(
  {
    addDependencies,
    subtractDependencies,
    multiplyDependencies,
    divideDependencies,
    unaryMinusDependencies,
    unaryPlusDependencies,
    powDependencies,
    sqrtDependencies,
    sinDependencies,
    cosDependencies,
    tanDependencies,
    absDependencies,
    logDependencies,
    log10Dependencies,
    expDependencies,
    piDependencies,
    eDependencies,
    parseDependencies,
  },
  // predictable: the square root of a negative number is NaN, never a complex number
  { number: 'number', predictable: true },
);

export const MAX_LENGTH = 200;

const BASIC_OPERATORS = ['add', 'subtract', 'multiply', 'divide', 'unaryMinus', 'unaryPlus'];

const RULES: Record<CalculatorKind, { operators: string[]; functions: string[]; constants: string[]; parentheses: boolean }> = {
  1: { operators: BASIC_OPERATORS, functions: [], constants: [], parentheses: false },
  2: { operators: [...BASIC_OPERATORS, 'pow'], functions: ['sqrt'], constants: [], parentheses: true },
  3: {
    operators: [...BASIC_OPERATORS, 'pow'],
    functions: ['sqrt', 'sin', 'cos', 'tan', 'abs', 'log', 'log10', 'exp'],
    constants: ['pi', 'e'],
    parentheses: true,
  },
};

/** The calculator's display symbols and the habits of students (×, ÷, −, √, ², π, ln, a decimal comma) in mathjs syntax. */
export function normalize(input: string): string {
  return input
    .replace(/[×·∙]/g, '*')
    .replace(/[÷∶]/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/,/g, '.')
    .replace(/π/g, 'pi')
    .replace(/²/g, '^2')
    .replace(/√\s*(\d+(?:\.\d*)?|\.\d+|pi|e|x)/g, 'sqrt($1)')
    .replace(/√/g, 'sqrt')
    .replace(/\blog(?!10)\s*\(/g, 'log10(')
    .replace(/\bln\s*\(/g, 'log(');
}

function operatorSymbol(node: MathNode): string {
  return (node as unknown as { op?: string }).op ?? '?';
}

function check(node: MathNode, kind: CalculatorKind, variables: string[]): void {
  const rules = RULES[kind];
  switch (node.type) {
    case 'ConstantNode': {
      const value = (node as unknown as { value: unknown }).value;
      if (typeof value !== 'number') throw new CalcError('notAllowed', String(value));
      return;
    }
    case 'SymbolNode': {
      const name = (node as unknown as { name: string }).name;
      if (!rules.constants.includes(name) && !variables.includes(name)) throw new CalcError('notAllowed', name);
      return;
    }
    case 'ParenthesisNode':
      if (!rules.parentheses) throw new CalcError('notAllowed', '(');
      check((node as unknown as { content: MathNode }).content, kind, variables);
      return;
    case 'OperatorNode': {
      const op = node as unknown as { fn: string; args: MathNode[] };
      if (!rules.operators.includes(op.fn)) throw new CalcError('notAllowed', operatorSymbol(node));
      op.args.forEach((a) => check(a, kind, variables));
      return;
    }
    case 'FunctionNode': {
      const fn = node as unknown as { fn: MathNode; args: MathNode[] };
      const name = fn.fn.type === 'SymbolNode' ? (fn.fn as unknown as { name: string }).name : '';
      if (!rules.functions.includes(name)) throw new CalcError('notAllowed', name || '()');
      if (fn.args.length !== 1) throw new CalcError('syntax');
      check(fn.args[0], kind, variables);
      return;
    }
    default:
      // assignments, function definitions, accessors, objects, arrays, ranges, conditions, comparisons, blocks
      throw new CalcError('notAllowed', node.toString().slice(0, 20));
  }
}

export interface Compiled {
  evaluate(x?: number): number;
}

/** Parses and checks an expression for a calculator of `kind`; `variables` lists the names a graph may use (x). */
export function compileExpression(input: string, kind: CalculatorKind, variables: string[] = []): Compiled {
  const text = input.trim();
  if (!text) throw new CalcError('empty');
  if (text.length > MAX_LENGTH) throw new CalcError('tooLong');
  let node: MathNode;
  try {
    node = math.parse(normalize(text));
  } catch {
    throw new CalcError('syntax');
  }
  check(node, kind, variables);
  const code = node.compile();
  return {
    evaluate(x?: number) {
      let value: unknown;
      try {
        value = code.evaluate(x === undefined ? {} : { x });
      } catch {
        throw new CalcError('syntax');
      }
      if (typeof value !== 'number') throw new CalcError('syntax');
      return value;
    },
  };
}

/** Evaluates an expression to a real, finite number, or throws a CalcError saying why not. */
export function calculate(input: string, kind: CalculatorKind): number {
  const value = compileExpression(input, kind).evaluate();
  if (Number.isNaN(value)) throw new CalcError('notReal');
  if (!Number.isFinite(value)) throw new CalcError('notFinite');
  return value;
}

/** A graph's y = f(x): NaN where f is undefined, so the plot leaves a gap there. */
export function compileFunction(input: string): (x: number) => number {
  const compiled = compileExpression(input, 3, ['x']);
  return (x: number) => {
    try {
      const y = compiled.evaluate(x);
      return Number.isFinite(y) ? y : NaN;
    } catch {
      return NaN;
    }
  };
}

/** Twelve significant digits, so 0.1 + 0.2 shows 0.3; exponent notation for very large or small numbers. */
export function formatNumber(value: number): string {
  if (Object.is(value, -0) || value === 0) return '0';
  const rounded = Number(value.toPrecision(12));
  const abs = Math.abs(rounded);
  if (abs >= 1e12 || abs < 1e-9)
    return rounded
      .toExponential()
      .replace(/\.?0+e/, 'e')
      .replace('e+', 'e');
  return String(rounded);
}
