/**
 * XML Schema regular expressions (the dialect of patternMatch) as JavaScript ones. The differences
 * that change a match: an XSD pattern always matches the whole string; `^` and `$` are ordinary
 * characters; `\i` `\c` (XML name characters), `\d` `\w` `\s` have their XSD (Unicode) meanings; and a
 * class may subtract another (`[a-z-[aeiou]]`), which becomes a lookahead. Anything else that
 * JavaScript does not read the XSD way fails to compile, and the caller reports it.
 */
const NAME_START = 'A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

/** Escapes as they read inside a class, and outside one (where a negated set needs its own brackets). */
const ESCAPES: Record<string, [inside: string, outside: string]> = {
  i: [NAME_START, `[${NAME_START}]`],
  I: ['', `[^${NAME_START}]`],
  c: [NAME_CHAR, `[${NAME_CHAR}]`],
  C: ['', `[^${NAME_CHAR}]`],
  d: ['\\p{Nd}', '\\p{Nd}'],
  D: ['', '\\P{Nd}'],
  s: [' \\t\\n\\r', '[ \\t\\n\\r]'],
  S: ['', '[^ \\t\\n\\r]'],
  w: ['\\p{L}\\p{M}\\p{N}\\p{S}', '[^\\p{P}\\p{Z}\\p{C}]'],
  W: ['\\p{P}\\p{Z}\\p{C}', '[\\p{P}\\p{Z}\\p{C}]'],
};

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
    if (ch === '\\') return this.escape(false);
    if (ch === '[') return this.charClass();
    if (ch === '^' || ch === '$') return `\\${ch}`;
    return ch;
  }

  private escape(inClass: boolean): string {
    const ch = this.src[this.i++] ?? '';
    const mapped = ESCAPES[ch];
    if (mapped) {
      if (inClass && mapped[0] === '') throw new SyntaxError(`\\${ch} inside a character class is not supported`);
      return inClass ? mapped[0] : mapped[1];
    }
    return `\\${ch}`;
  }

  /** `[...]`, `[^...]`, with an optional trailing subtraction `-[...]`; the index is past the `[`. */
  private charClass(): string {
    let body = '';
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
      if (ch === '\\') body += this.escape(true);
      else if (ch === '[') body += '\\[';
      else body += ch;
    }
    if (this.src[this.i] !== ']') throw new SyntaxError('unterminated character class');
    this.i++;
    const own = `[${negated ? '^' : ''}${body}]`;
    return subtract ? `(?:(?!${subtract})${own})` : own;
  }
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
