import { ExpressionError } from './errors.js';
import { parseExpression, type Ast, type BinaryOp } from './parser.js';

/**
 * Evaluates a parsed condition over plain data (form values, starter attributes). Values are
 * read only through own properties of plain objects and arrays, so nothing reaches a prototype,
 * a getter or a function. The rules are strict on purpose: a condition that mixes types or reads
 * a non-boolean where a boolean belongs fails loudly instead of routing a request by accident.
 */
export type Value = number | string | boolean | null | Value[] | { [key: string]: Value };
export type Scope = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Reads `a.b.c` from own data properties; anything missing or not plain data is null. */
export function lookupPath(scope: Scope, segments: readonly string[]): Value {
  let current: unknown = scope;
  for (const segment of segments) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) {
      current = current[Number(segment)];
    } else if (isPlainObject(current) && Object.prototype.hasOwnProperty.call(current, segment)) {
      current = current[segment];
    } else {
      return null;
    }
  }
  return toValue(current);
}

function toValue(raw: unknown): Value {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number' || typeof raw === 'string' || typeof raw === 'boolean') return raw;
  if (Array.isArray(raw) || isPlainObject(raw)) return raw as Value;
  return null;
}

const describe = (v: Value) => (v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v);

/** A number, or a string that is exactly a decimal number ("3", "2.5"). */
function asNumber(v: Value): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return undefined;
}

function requireBoolean(v: Value, op: string): boolean {
  if (typeof v !== 'boolean') throw new ExpressionError(`'${op}' needs true or false, got ${describe(v)}`);
  return v;
}

function finite(n: number, op: string): number {
  if (!Number.isFinite(n)) throw new ExpressionError(`'${op}' gave no finite number`);
  return n;
}

function equals(a: Value, b: Value): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a);
    const y = asNumber(b);
    return x !== undefined && y !== undefined && x === y;
  }
  return a === b;
}

function compare(op: '<' | '<=' | '>' | '>=', a: Value, b: Value): boolean {
  // A missing value satisfies no comparison: "days > 7" is false when days was not filled in.
  if (a === null || b === null) return false;
  let x: number | string;
  let y: number | string;
  if (
    typeof a === 'string' &&
    typeof b === 'string' &&
    (asNumber(a) === undefined || asNumber(b) === undefined)
  ) {
    [x, y] = [a, b];
  } else {
    const nx = asNumber(a);
    const ny = asNumber(b);
    if (nx === undefined || ny === undefined) {
      throw new ExpressionError(`cannot compare ${describe(a)} ${op} ${describe(b)}`);
    }
    [x, y] = [nx, ny];
  }
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
  }
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: Value, b: Value): Value {
  const x = asNumber(a);
  const y = asNumber(b);
  const text = (v: Value) => typeof v === 'string' || typeof v === 'number';
  // '+' joins text unless both sides are numbers (form values often arrive as numeric strings).
  if (op === '+' && (x === undefined || y === undefined) && text(a) && text(b)) return `${a}${b}`;
  if (x === undefined || y === undefined) {
    throw new ExpressionError(`'${op}' needs numbers, got ${describe(a)} and ${describe(b)}`);
  }
  if ((op === '/' || op === '%') && y === 0) throw new ExpressionError(`division by zero`);
  switch (op) {
    case '+':
      return finite(x + y, op);
    case '-':
      return finite(x - y, op);
    case '*':
      return finite(x * y, op);
    case '/':
      return finite(x / y, op);
    case '%':
      return finite(x % y, op);
  }
}

function contains(item: Value, list: Value): boolean {
  if (!Array.isArray(list))
    throw new ExpressionError(`'in' needs a list on its right, got ${describe(list)}`);
  return list.some((entry) => equals(item, entry));
}

function binary(op: BinaryOp, left: Ast, right: Ast, scope: Scope): Value {
  if (op === '&&')
    return requireBoolean(evaluateAst(left, scope), op) && requireBoolean(evaluateAst(right, scope), op);
  if (op === '||')
    return requireBoolean(evaluateAst(left, scope), op) || requireBoolean(evaluateAst(right, scope), op);
  const a = evaluateAst(left, scope);
  const b = evaluateAst(right, scope);
  switch (op) {
    case '==':
      return equals(a, b);
    case '!=':
      return !equals(a, b);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(op, a, b);
    case 'in':
      return contains(a, b);
    default:
      return arithmetic(op, a, b);
  }
}

export function evaluateAst(ast: Ast, scope: Scope): Value {
  switch (ast.type) {
    case 'literal':
      return ast.value;
    case 'path':
      return lookupPath(scope, ast.segments);
    case 'list':
      return ast.items.map((item) => evaluateAst(item, scope));
    case 'unary': {
      const v = evaluateAst(ast.operand, scope);
      if (ast.op === '!') return !requireBoolean(v, '!');
      const n = asNumber(v);
      if (n === undefined) throw new ExpressionError(`'-' needs a number, got ${describe(v)}`);
      return -n;
    }
    case 'binary':
      return binary(ast.op, ast.left, ast.right, scope);
  }
}

/** A condition parsed once (at deploy), evaluated per decision. */
export interface Condition {
  source: string;
  /** The top-level names it reads (`days`, `starter`): whether it depends on the form. */
  reads: readonly string[];
  test(scope: Scope): boolean;
}

function namesRead(ast: Ast, into: Set<string>): Set<string> {
  switch (ast.type) {
    case 'path':
      into.add(ast.segments[0]!);
      break;
    case 'list':
      ast.items.forEach((item) => namesRead(item, into));
      break;
    case 'unary':
      namesRead(ast.operand, into);
      break;
    case 'binary':
      namesRead(ast.left, into);
      namesRead(ast.right, into);
      break;
    case 'literal':
      break;
  }
  return into;
}

export function compileCondition(source: string): Condition {
  const ast = parseExpression(source);
  return {
    source,
    reads: [...namesRead(ast, new Set())],
    test(scope) {
      const result = evaluateAst(ast, scope);
      if (typeof result !== 'boolean') {
        throw new ExpressionError(`the condition gave ${describe(result)}, not true or false`);
      }
      return result;
    },
  };
}
