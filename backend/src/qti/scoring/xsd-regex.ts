import { blockRanges } from './xsd-blocks';

/** The differences that change a match are in qti/README.md's "Expressions and rules"; anything else JavaScript reads otherwise fails to compile. */
const NAME_START =
  'A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

/** A set of characters as a class body; `negated` means every character NOT in it. */
type CharSet = { set: string; negated: boolean };

/** The multi-character escapes of XSD as sets (\w is every character but punctuation, separators and others). */
const ESCAPES: Record<string, CharSet> = {
  i: { set: NAME_START, negated: false },
  I: { set: NAME_START, negated: true },
  c: { set: NAME_CHAR, negated: false },
  C: { set: NAME_CHAR, negated: true },
  d: { set: '\\p{Nd}', negated: false },
  D: { set: '\\p{Nd}', negated: true },
  s: { set: ' \\t\\n\\r', negated: false },
  S: { set: ' \\t\\n\\r', negated: true },
  w: { set: '\\p{L}\\p{M}\\p{N}\\p{S}', negated: false },
  W: { set: '\\p{P}\\p{Z}\\p{C}', negated: false },
};

const outside = (c: CharSet): string => `[${c.negated ? '^' : ''}${c.set}]`;

class Translator {
  private i = 0;
  constructor(private readonly src: string) {}

  run(): string {
    let out = '';
    while (this.i < this.src.length) out += this.atom();
    return out;
  }

  private atom(): string {
    const ch = this.src[this.i++];
    if (ch === '\\') {
      const e = this.escape(false);
      return typeof e === 'string' ? e : outside(e);
    }
    if (ch === '[') return this.charClass();
    if (ch === '^' || ch === '$') return `\\${ch}`;
    // XSD's . is any character but a line end; JavaScript's also refuses U+2028 and U+2029
    if (ch === '.') return '[^\\n\\r]';
    return ch;
  }

  /** An escape (the index is past the backslash): JavaScript text valid both inside and outside a class, or a set. */
  private escape(inClass: boolean): string | CharSet {
    const ch = this.src[this.i++] ?? '';
    if (Object.prototype.hasOwnProperty.call(ESCAPES, ch)) return ESCAPES[ch];
    if (ch === 'p' || ch === 'P') return this.property(ch === 'P');
    // \- is an XSD escape anywhere, JavaScript's u mode takes it only inside a class
    if (ch === '-') return inClass ? '\\-' : '-';
    return `\\${ch}`;
  }

  /** \p{Lu} (a category JavaScript knows too) or \p{IsBasicLatin} (a block, as ranges). */
  private property(negated: boolean): string | CharSet {
    const m = /^\{([A-Za-z0-9-]+)\}/.exec(this.src.slice(this.i));
    if (!m) throw new SyntaxError('\\p needs a name in braces');
    this.i += m[0].length;
    const name = m[1];
    if (!name.startsWith('Is')) return `\\${negated ? 'P' : 'p'}{${name}}`;
    const ranges = blockRanges(name.slice(2));
    if (ranges === undefined) throw new SyntaxError(`\\p{${name}} names no Unicode block XML Schema lists`);
    return { set: ranges, negated };
  }

  /** `[...]`, `[^...]`, with an optional trailing subtraction `-[...]`; the index is past the `[`. */
  private charClass(): string {
    let body = '';
    const negatives: string[] = [];
    let negated = false;
    if (this.src[this.i] === '^') {
      negated = true;
      this.i++;
    }
    let subtract: string | undefined;
    while (this.i < this.src.length && this.src[this.i] !== ']') {
      const ch = this.src[this.i++];
      if (ch === '-' && this.src[this.i] === '[') {
        this.i++;
        subtract = this.charClass();
        continue;
      }
      if (ch === '\\') {
        const e = this.escape(true);
        if (typeof e === 'string') body += e;
        else if (e.negated) negatives.push(e.set);
        else body += e.set;
      } else if (ch === '[') body += '\\[';
      else body += ch;
    }
    if (this.src[this.i] !== ']') throw new SyntaxError('unterminated character class');
    this.i++;
    const own = negated ? notAny(body, negatives) : anyOf(body, negatives);
    return subtract ? `(?:(?!${subtract})${own})` : own;
  }
}

/** A character in `body` or outside any of `negatives` (\I, \C, \D... inside a class). */
function anyOf(body: string, negatives: string[]): string {
  const parts = [...(body ? [`[${body}]`] : []), ...negatives.map((n) => `[^${n}]`)];
  if (parts.length === 0) return '[]';
  return parts.length === 1 ? parts[0] : `(?:${parts.join('|')})`;
}

/** A character not in `body` and inside every one of `negatives`. */
function notAny(body: string, negatives: string[]): string {
  if (negatives.length === 0) return `[^${body}]`;
  const ahead = negatives.slice(0, -1).map((n) => `(?=[${n}])`);
  return `(?:${body ? `(?![${body}])` : ''}${ahead.join('')}[${negatives[negatives.length - 1]}])`;
}

const cache = new Map<string, RegExp>();

/** The compiled pattern, anchored at both ends; throws SyntaxError for a pattern JavaScript cannot take. */
export function xsdRegex(pattern: string): RegExp {
  let re = cache.get(pattern);
  if (!re) {
    re = new RegExp(`^(?:${new Translator(pattern).run()})$`, 'u');
    if (cache.size > 500) cache.clear();
    cache.set(pattern, re);
  }
  return re;
}
