import { stringAttr } from './attr-values';
import { ScoringError } from './errors';
import type { Operator } from './operator';
import { arity, asString, bool } from './operands';
import { xsdRegex } from './xsd-regex';

/** substring: whether the first string occurs in the second (caseSensitive defaults to true). */
const substring: Operator = (args, e) => {
  arity('substring', args, 2);
  const part = asString('substring', args[0]);
  const whole = asString('substring', args[1]);
  if (part === null || whole === null) return null;
  if (e.attrs.caseSensitive === 'false') return bool(whole.toLowerCase().includes(part.toLowerCase()));
  return bool(whole.includes(part));
};

/** patternMatch: the whole string matches the XML Schema regular expression. */
const patternMatch: Operator = (args, e, ctx) => {
  arity('patternMatch', args, 1);
  const text = asString('patternMatch', args[0]);
  const pattern = stringAttr(e, 'pattern', ctx);
  if (text === null || pattern === null) return null;
  let re: RegExp;
  try {
    re = xsdRegex(pattern);
  } catch (err) {
    throw new ScoringError(`patternMatch pattern "${pattern}" is not a regular expression the scorer reads: ${(err as Error).message}`);
  }
  return bool(re.test(text));
};

export const STRING_OPERATORS: Record<string, Operator> = { substring, patternMatch };
