import { ExpressionError } from './errors.js';
import { tokenize, type Operator, type Token } from './lexer.js';

/**
 * Condition grammar, lowest precedence first:
 *   or       := and ('||' and)*
 *   and      := equality ('&&' equality)*
 *   equality := relation (('==' | '!=' | '===' | '!==') relation)*
 *   relation := additive (('<' | '<=' | '>' | '>=' | 'in') additive)*
 *   additive := term (('+' | '-') term)*
 *   term     := unary (('*' | '/' | '%') unary)*
 *   unary    := ('!' | '-') unary | primary
 *   primary  := number | string | true | false | null | path | '(' or ')' | '[' list ']'
 *   path     := name ('.' name)*
 * No calls, no indexing by expression, no assignment: a stored condition can only read values.
 */
export type BinaryOp =
  '||' | '&&' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type Ast =
  | { type: 'literal'; value: number | string | boolean | null }
  | { type: 'path'; segments: string[] }
  | { type: 'list'; items: Ast[] }
  | { type: 'unary'; op: '!' | '-'; operand: Ast }
  | { type: 'binary'; op: BinaryOp; left: Ast; right: Ast };

const MAX_DEPTH = 64;
/** Names that lead into an object's machinery rather than its data. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'prototype', 'constructor']);
const KEYWORDS = new Map<string, boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
]);

const LEVELS: { ops: readonly string[]; map?: Record<string, BinaryOp> }[] = [
  { ops: ['||'] },
  { ops: ['&&'] },
  { ops: ['==', '!=', '===', '!=='], map: { '===': '==', '!==': '!=' } },
  { ops: ['<', '<=', '>', '>=', 'in'] },
  { ops: ['+', '-'] },
  { ops: ['*', '/', '%'] },
];

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos]!;
  }

  private isOp(value: Operator): boolean {
    const t = this.peek();
    return t.kind === 'op' && t.value === value;
  }

  private expectOp(value: Operator): void {
    if (!this.isOp(value)) throw new ExpressionError(`expected '${value}' at ${this.peek().at}`);
    this.pos++;
  }

  /** The binary operator at the cursor if it belongs to the level, else undefined. */
  private binaryAt(level: (typeof LEVELS)[number]): BinaryOp | undefined {
    const t = this.peek();
    const text = t.kind === 'op' ? t.value : t.kind === 'name' && t.value === 'in' ? 'in' : undefined;
    if (!text || !level.ops.includes(text)) return undefined;
    return (level.map?.[text] ?? text) as BinaryOp;
  }

  parse(): Ast {
    const ast = this.binary(0);
    const t = this.peek();
    if (t.kind !== 'end') throw new ExpressionError(`unexpected input at ${t.at}`);
    return ast;
  }

  private nested<T>(fn: () => T): T {
    if (++this.depth > MAX_DEPTH) throw new ExpressionError(`expression nested deeper than ${MAX_DEPTH}`);
    try {
      return fn();
    } finally {
      this.depth--;
    }
  }

  private binary(levelIndex: number): Ast {
    const level = LEVELS[levelIndex];
    if (!level) return this.unary();
    let left = this.binary(levelIndex + 1);
    for (let op = this.binaryAt(level); op; op = this.binaryAt(level)) {
      this.pos++;
      const right = this.binary(levelIndex + 1);
      left = { type: 'binary', op, left, right };
    }
    return left;
  }

  private unary(): Ast {
    return this.nested(() => {
      if (this.isOp('!') || this.isOp('-')) {
        const op = (this.tokens[this.pos++] as { value: '!' | '-' }).value;
        return { type: 'unary', op, operand: this.unary() };
      }
      return this.primary();
    });
  }

  private primary(): Ast {
    const t = this.peek();
    if (t.kind === 'number' || t.kind === 'string') {
      this.pos++;
      return { type: 'literal', value: t.value };
    }
    if (t.kind === 'name') {
      if (KEYWORDS.has(t.value)) {
        this.pos++;
        return { type: 'literal', value: KEYWORDS.get(t.value)! };
      }
      return this.path();
    }
    if (this.isOp('(')) {
      this.pos++;
      const inner = this.nested(() => this.binary(0));
      this.expectOp(')');
      return inner;
    }
    if (this.isOp('[')) {
      this.pos++;
      const items: Ast[] = [];
      while (!this.isOp(']')) {
        items.push(this.nested(() => this.binary(0)));
        if (!this.isOp(',')) break;
        this.pos++;
      }
      this.expectOp(']');
      return { type: 'list', items };
    }
    throw new ExpressionError(
      t.kind === 'end' ? 'unexpected end of expression' : `unexpected token at ${t.at}`,
    );
  }

  private path(): Ast {
    const segments: string[] = [];
    for (;;) {
      const t = this.peek();
      if (t.kind !== 'name' || KEYWORDS.has(t.value) || t.value === 'in') {
        throw new ExpressionError(`expected a field name at ${t.at}`);
      }
      if (FORBIDDEN_NAMES.has(t.value)) throw new ExpressionError(`'${t.value}' is not a field name`);
      segments.push(t.value);
      this.pos++;
      if (!this.isOp('.')) return { type: 'path', segments };
      this.pos++;
    }
  }
}

/** Parses a condition; accepts the `${ ... }` wrapper BPMN tools write around expressions. */
export function parseExpression(source: string): Ast {
  const trimmed = source.trim();
  const wrapped = /^\$\{([\s\S]*)\}$/.exec(trimmed);
  const body = wrapped ? wrapped[1]! : trimmed;
  if (body.trim() === '') throw new ExpressionError('empty expression');
  return new Parser(tokenize(body)).parse();
}
