import { ExpressionError } from './errors.js';

/**
 * Tokens of the condition language. Deliberately tiny: literals, names, and the operators of
 * comparisons, logic and arithmetic. Nothing here can name a function or reach a prototype.
 */
export type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: Operator; at: number }
  | { kind: 'end'; at: number };

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
] as const;
export type Operator = (typeof OPERATORS)[number];

export const MAX_SOURCE_LENGTH = 2000;
const MAX_TOKENS = 500;

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"' };

function readString(source: string, start: number): { value: string; next: number } {
  const quote = source[start];
  let value = '';
  let i = start + 1;
  while (i < source.length) {
    const c = source[i]!;
    if (c === quote) return { value, next: i + 1 };
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (!Object.hasOwn(ESCAPES, next)) throw new ExpressionError(`unknown escape at ${i}`);
      value += ESCAPES[next];
      i += 2;
      continue;
    }
    value += c;
    i++;
  }
  throw new ExpressionError(`unterminated string starting at ${start}`);
}

export function tokenize(source: string): Token[] {
  if (source.length > MAX_SOURCE_LENGTH) {
    throw new ExpressionError(`expression longer than ${MAX_SOURCE_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    if (tokens.length >= MAX_TOKENS)
      throw new ExpressionError(`expression has more than ${MAX_TOKENS} tokens`);
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (/[0-9]/.test(c)) {
      const match = /^[0-9]+(\.[0-9]+)?/.exec(source.slice(i))!;
      tokens.push({ kind: 'number', value: Number(match[0]), at: i });
      i += match[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      const { value, next } = readString(source, i);
      tokens.push({ kind: 'string', value, at: i });
      i = next;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i))!;
      tokens.push({ kind: 'name', value: match[0], at: i });
      i += match[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw new ExpressionError(`unexpected character '${c}' at ${i}`);
    tokens.push({ kind: 'op', value: op, at: i });
    i += op.length;
  }
  tokens.push({ kind: 'end', at: source.length });
  return tokens;
}
