import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asNumber, num } from './operands';

const inv = (f: (x: number) => number) => (x: number) => 1 / f(x);

/** The functions of mathOperator (QTI 2.2 / 3.0), one argument each but atan2. */
const FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sec: inv(Math.cos),
  csc: inv(Math.sin),
  cot: inv(Math.tan),
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  asec: (x) => Math.acos(1 / x),
  acsc: (x) => Math.asin(1 / x),
  acot: (x) => Math.atan(1 / x),
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  sech: inv(Math.cosh),
  csch: inv(Math.sinh),
  coth: inv(Math.tanh),
  log: Math.log10,
  ln: Math.log,
  exp: Math.exp,
  abs: Math.abs,
  signum: Math.sign,
  floor: Math.floor,
  ceil: Math.ceil,
  toDegrees: (x) => (x * 180) / Math.PI,
  toRadians: (x) => (x * Math.PI) / 180,
};

/** Functions whose result is an integer: floor, ceil and signum always, abs of an integer. */
const INTEGER_RESULT = new Set(['floor', 'ceil', 'signum']);

/** mathOperator: a result that is not a finite real (log of 0, asin of 2) is NULL. */
const mathOperator: Operator = (args, e) => {
  const name = e.attrs.name ?? '';
  if (name === 'atan2') {
    arity('mathOperator atan2', args, 2);
    const y = asNumber('mathOperator', args[0]);
    const x = asNumber('mathOperator', args[1]);
    return x && y ? num(Math.atan2(y.n, x.n), false) : null;
  }
  const f = FUNCTIONS[name];
  if (!f || !Object.prototype.hasOwnProperty.call(FUNCTIONS, name)) throw new ScoringError(`mathOperator has an unknown name "${name}"`);
  arity(`mathOperator ${name}`, args, 1);
  const x = asNumber('mathOperator', args[0]);
  if (!x) return null;
  return num(f(x.n), INTEGER_RESULT.has(name) || (name === 'abs' && x.integer));
};

const mathConstant: Operator = (args, e) => {
  arity('mathConstant', args, 0);
  const name = e.attrs.name ?? '';
  if (name === 'pi') return num(Math.PI, false);
  if (name === 'e') return num(Math.E, false);
  throw new ScoringError(`mathConstant has an unknown name "${name}"`);
};

export const MATH_FUNCTIONS: Record<string, Operator> = { mathOperator, mathConstant };
