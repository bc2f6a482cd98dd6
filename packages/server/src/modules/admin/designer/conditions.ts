import type { ConditionOperator, DesignerCondition } from '@campus/contract/api/admin/designer-model';
import { parseExpression, type Ast } from '../../../engine/expression/parser.js';

/**
 * A step's conditions <-> the engine's condition language (engine/expression). Writing never
 * pastes a value into the expression as text: numbers are written as finite numbers, strings as
 * quoted literals with every quote and backslash escaped, field names only as checked paths, so a
 * value cannot add syntax. Reading accepts only what the designer's model can say (comparisons of
 * a field with a literal, joined by &&); anything else is null (the process is then not a chain).
 */

const NAME = /^(starter\.)?[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Words of the condition language a bare field name must not be. */
const RESERVED = new Set(['in', 'true', 'false', 'null', '__proto__', 'prototype', 'constructor']);

export class ConditionValueError extends Error {}

function literal(value: unknown): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ConditionValueError('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') {
    const escaped = value
      .replaceAll('\\', '\\\\')
      .replaceAll('"', '\\"')
      .replaceAll('\n', '\\n')
      .replaceAll('\t', '\\t');
    return `"${escaped}"`;
  }
  throw new ConditionValueError('not a number, text or true/false');
}

function path(field: string): string {
  const last = field.split('.').at(-1)!;
  if (!NAME.test(field) || RESERVED.has(last)) throw new ConditionValueError(`'${field}' is not a field`);
  return field;
}

/** One condition as an expression; throws ConditionValueError when its value does not fit the operator. */
export function conditionExpression(condition: DesignerCondition): string {
  const field = path(condition.field);
  const { op, value } = condition;
  if (op === 'in' || op === 'notIn') {
    const items = Array.isArray(value) ? value : [value];
    if (items.length === 0) throw new ConditionValueError('an empty list');
    const list = `[${items.map(literal).join(', ')}]`;
    return op === 'in' ? `${field} in ${list}` : `!(${field} in ${list})`;
  }
  if (Array.isArray(value)) throw new ConditionValueError('a list needs in or not in');
  if (op !== '==' && op !== '!=' && typeof value !== 'number')
    throw new ConditionValueError(`${op} compares numbers`);
  return `${field} ${op} ${literal(value)}`;
}

/** Every condition joined by &&; null when there are none. */
export function conditionsExpression(conditions: readonly DesignerCondition[]): string | null {
  if (conditions.length === 0) return null;
  return conditions.map(conditionExpression).join(' && ');
}

type Literal = string | number | boolean;
const FLIP: Partial<Record<ConditionOperator, ConditionOperator>> = {
  '>': '<',
  '<': '>',
  '>=': '<=',
  '<=': '>=',
  '==': '==',
  '!=': '!=',
};

function fieldOf(ast: Ast): string | null {
  if (ast.type !== 'path') return null;
  const [first, ...rest] = ast.segments;
  if (rest.length === 0) return first!;
  if (first === 'starter' && rest.length === 1) return `starter.${rest[0]}`;
  return null;
}

function literalOf(ast: Ast): Literal | null {
  if (ast.type === 'literal' && ast.value !== null) return ast.value;
  if (ast.type === 'unary' && ast.op === '-' && ast.operand.type === 'literal') {
    return typeof ast.operand.value === 'number' ? -ast.operand.value : null;
  }
  return null;
}

function listOf(ast: Ast): string[] | null {
  if (ast.type !== 'list') return null;
  const items = ast.items.map(literalOf);
  return items.every((i) => typeof i === 'string') ? (items as string[]) : null;
}

function comparison(ast: Ast): DesignerCondition | null {
  if (ast.type === 'path') {
    const field = fieldOf(ast);
    return field ? { field, op: '==', value: true } : null;
  }
  if (ast.type === 'unary' && ast.op === '!') {
    const inner = ast.operand;
    if (inner.type === 'path') {
      const field = fieldOf(inner);
      return field ? { field, op: '==', value: false } : null;
    }
    const positive = comparison(inner);
    return positive?.op === 'in' ? { ...positive, op: 'notIn' } : null;
  }
  if (ast.type !== 'binary') return null;
  const op = ast.op as ConditionOperator;
  if (ast.op === 'in') {
    const field = fieldOf(ast.left);
    const list = listOf(ast.right);
    return field && list ? { field, op: 'in', value: list } : null;
  }
  if (!(op in FLIP)) return null;
  const leftField = fieldOf(ast.left);
  const rightValue = literalOf(ast.right);
  if (leftField && rightValue !== null) return { field: leftField, op, value: rightValue };
  const rightField = fieldOf(ast.right);
  const leftValue = literalOf(ast.left);
  if (rightField && leftValue !== null) return { field: rightField, op: FLIP[op]!, value: leftValue };
  return null;
}

function conjuncts(ast: Ast, into: Ast[]): Ast[] {
  if (ast.type === 'binary' && ast.op === '&&') {
    conjuncts(ast.left, into);
    conjuncts(ast.right, into);
  } else into.push(ast);
  return into;
}

/** A flow's condition as the designer's conditions, or null when the model cannot say it. */
export function readConditions(source: string): DesignerCondition[] | null {
  let ast: Ast;
  try {
    ast = parseExpression(source);
  } catch {
    return null;
  }
  const out: DesignerCondition[] = [];
  for (const part of conjuncts(ast, [])) {
    const condition = comparison(part);
    if (!condition) return null;
    if (condition.op !== '==' && condition.op !== '!=' && condition.op !== 'in' && condition.op !== 'notIn') {
      if (typeof condition.value !== 'number') return null;
    }
    out.push(condition);
  }
  return out;
}
