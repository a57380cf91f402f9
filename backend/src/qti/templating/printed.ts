import type { BaseType, BodyNode, QtiScalar, QtiValue } from '../types';
import { printf } from './printf';

/** printedVariable's attributes, with variable references already resolved to numbers. */
export interface PrintOptions {
  format?: string;
  base?: number;
  index?: number;
  powerForm?: boolean;
  field?: string;
  delimiter?: string;
  mappingIndicator?: string;
}

/** 1.5e+03 becomes 1.5 × 10 with a superscript 3, as powerForm asks. */
function powerForm(text: string): BodyNode[] {
  const m = /^([^eE]*)[eE]([+-]?)0*(\d+)$/.exec(text);
  if (!m) return [text];
  return [`${m[1]} × 10`, { tag: 'sup', attrs: {}, children: [`${m[2] === '-' ? '-' : ''}${m[3]}`] }];
}

function scalarText(baseType: BaseType, value: QtiScalar, o: PrintOptions): string {
  if (typeof value === 'number') {
    if (o.format) return printf(o.format, value);
    if (baseType === 'integer') return o.base && o.base !== 10 && o.base >= 2 && o.base <= 36 ? value.toString(o.base) : String(value);
    // without a format the value prints as it is: the shortest decimal that reads back as the same
    // number (12345.67, 1234567), only `format` rounds; an exponent only past 1e21 or under 1e-6
    return Object.is(value, -0) ? '0' : String(value);
  }
  if (o.format && baseType !== 'boolean') return printf(o.format, String(value));
  return String(value);
}

function valueText(value: QtiValue, o: PrintOptions): string {
  if (value === null) return '';
  const delimiter = o.delimiter ?? ';';
  if (value.cardinality === 'record') {
    if (o.field !== undefined) return valueText(value.value[o.field] ?? null, { ...o, field: undefined });
    return Object.entries(value.value)
      .map(([key, v]) => `${key}${o.mappingIndicator ?? '='}${valueText(v, o)}`)
      .join(delimiter);
  }
  if (value.cardinality === 'single') return scalarText(value.baseType, value.value, o);
  if (o.index !== undefined) {
    // 1 is the first value; a negative index counts from the end
    const i = o.index > 0 ? o.index - 1 : value.value.length + o.index;
    const v = value.value[i];
    return v === undefined ? '' : scalarText(value.baseType, v, o);
  }
  return value.value.map((v) => scalarText(value.baseType, v, o)).join(delimiter);
}

/** What a printedVariable shows for a value: text, or text with a superscript in power form. */
export function printValue(value: QtiValue, o: PrintOptions): BodyNode[] {
  const text = valueText(value, o);
  return o.powerForm && value?.cardinality === 'single' && value.baseType === 'float' ? powerForm(text) : [text];
}
