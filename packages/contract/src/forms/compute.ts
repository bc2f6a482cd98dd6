import type { Computation, FormDefinition, FormValues } from './types.js';

const DAY_MS = 24 * 3600 * 1000;

/** Days from one yyyy-MM-dd to another (calendar days, time zone free). */
export function daysBetween(from: string, to: string, inclusive = true): number | undefined {
  const parse = (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
    return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
  };
  const a = parse(from);
  const b = parse(to);
  if (a === undefined || b === undefined || b < a) return undefined;
  return Math.round((b - a) / DAY_MS) + (inclusive ? 1 : 0);
}

const toNumber = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** The fields a computation reads (what it is recomputed on; what the form must have). */
export function computeInputs(c: Computation): string[] {
  switch (c.op) {
    case 'daysBetween':
      return [c.from, c.to];
    case 'rangeDays':
      return [c.range];
    case 'sumColumn':
      return [c.table];
    case 'lookup':
      return [c.row, c.column];
    default:
      return c.fields;
  }
}

export function compute(computation: Computation, values: FormValues): number | undefined {
  switch (computation.op) {
    case 'daysBetween': {
      const from = values[computation.from];
      const to = values[computation.to];
      return typeof from === 'string' && typeof to === 'string'
        ? daysBetween(from, to, computation.inclusive ?? true)
        : undefined;
    }
    case 'rangeDays': {
      const range = values[computation.range];
      return Array.isArray(range) && typeof range[0] === 'string' && typeof range[1] === 'string'
        ? daysBetween(range[0], range[1], computation.inclusive ?? true)
        : undefined;
    }
    case 'sum':
    case 'product': {
      const numbers = computation.fields.map((f) => toNumber(values[f]));
      if (numbers.some((n) => n === undefined)) return undefined;
      const result = (numbers as number[]).reduce(
        (acc, n) => (computation.op === 'sum' ? acc + n : acc * n),
        computation.op === 'sum' ? 0 : 1,
      );
      return Math.round(result * 100) / 100;
    }
    case 'sumColumn': {
      const rows = values[computation.table];
      if (!Array.isArray(rows)) return 0;
      const total = rows.reduce(
        (acc: number, row) => acc + (toNumber((row as FormValues)?.[computation.column]) ?? 0),
        0,
      );
      return Math.round(total * 100) / 100;
    }
    case 'lookup': {
      const row = values[computation.row];
      const column = values[computation.column];
      if (typeof row !== 'string' || typeof column !== 'string') return undefined;
      return computation.table[row]?.[column];
    }
  }
}

/** The values with every computed field (re)computed; what the client sent for them is ignored. */
export function withComputed(definition: FormDefinition, values: FormValues): FormValues {
  const out: FormValues = { ...values };
  for (const field of definition.fields) {
    if (field.type === 'computed') {
      const value = compute(field.compute, out);
      if (value === undefined) delete out[field.key];
      else out[field.key] = value;
    }
  }
  return out;
}
