/** The ISO C conversions printedVariable's `format` may use; other text is copied, and every conversion prints the one value. */
const CONVERSION = /%([-+ 0#]*)(\d+)?(?:\.(\d+))?([diouxXeEfFgGs%])/g;
/** An author's width or precision is held to these, so a format cannot build a huge string or make toFixed throw. */
const MAX_WIDTH = 100;
const MAX_PRECISION = 20;

function exponentForm(n: number, precision: number, upper: boolean): string {
  const [mantissa, exp] = n.toExponential(precision).split('e');
  const sign = exp.startsWith('-') ? '-' : '+';
  const digits = exp.replace(/^[+-]/, '').padStart(2, '0');
  return `${mantissa}${upper ? 'E' : 'e'}${sign}${digits}`;
}

function stripZeros(text: string): string {
  return text.replace(/(\.\d*?)0+(?=$|[eE])/, '$1').replace(/\.(?=$|[eE])/, '');
}

function general(n: number, precision: number, upper: boolean, keepZeros: boolean): string {
  const p = precision === 0 ? 1 : precision;
  if (n === 0) return keepZeros ? (0).toFixed(p - 1) : '0';
  const x = Number(exponentForm(Math.abs(n), p - 1, false).split('e')[1]);
  const text = p > x && x >= -4 ? n.toFixed(p - 1 - x) : exponentForm(n, p - 1, upper);
  return keepZeros ? text : stripZeros(text);
}

function convert(value: number | string, flags: string, precision: number | undefined, kind: string): string {
  if (kind === 's') {
    const text = String(value);
    return precision === undefined ? text : text.slice(0, precision);
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  let body: string;
  switch (kind) {
    case 'd':
    case 'i':
    case 'u':
      body = Math.abs(Math.trunc(n)).toString();
      if (precision !== undefined) body = body.padStart(precision, '0');
      break;
    case 'x':
    case 'X':
    case 'o': {
      const base = kind === 'o' ? 8 : 16;
      body = Math.abs(Math.trunc(n)).toString(base);
      if (kind === 'X') body = body.toUpperCase();
      if (flags.includes('#') && body !== '0') body = (kind === 'o' ? '0' : kind === 'x' ? '0x' : '0X') + body;
      break;
    }
    case 'f':
    case 'F':
      body = Math.abs(n).toFixed(precision ?? 6);
      break;
    case 'e':
    case 'E':
      body = exponentForm(Math.abs(n), precision ?? 6, kind === 'E');
      break;
    default:
      body = general(Math.abs(n), precision ?? 6, kind === 'G', flags.includes('#'));
  }
  const negative = n < 0 && !/^0(\.0*)?$/.test(body);
  const sign = negative ? '-' : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
  return sign + body;
}

export function printf(format: string, value: number | string): string {
  return format.replace(CONVERSION, (_all, flags: string, width: string | undefined, precision: string | undefined, kind: string) => {
    if (kind === '%') return '%';
    const text = convert(value, flags, precision === undefined ? undefined : Math.min(Number(precision), MAX_PRECISION), kind);
    const w = width ? Math.min(Number(width), MAX_WIDTH) : 0;
    if (text.length >= w) return text;
    if (flags.includes('-')) return text.padEnd(w, ' ');
    if (flags.includes('0') && kind !== 's') {
      const sign = /^[-+ ]/.test(text) ? text[0] : '';
      return sign + text.slice(sign.length).padStart(w - sign.length, '0');
    }
    return text.padStart(w, ' ');
  });
}
