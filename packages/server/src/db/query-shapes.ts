import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { nameStatement } from './named-statements.js';

/**
 * Hot queries built and compiled once per shape instead of on every call (issue 33: building a
 * query with Kysely's builder and compiling it cost more than SQLite running it). A shape is what
 * makes the SQL text: the caller names it by a key (a list's filters and sorts, which branch a
 * builder takes); the arguments (a tenant, a user, a time, a token's hash) only fill parameters.
 *
 * The first call of a shape builds the query twice with two sets of stand-in arguments and
 * compiles both. It is kept only when that proves the arguments are plain parameters: the same
 * SQL both times, and every parameter either the same in both (a constant of the shape) or
 * exactly one argument's stand-in in both. A builder that puts an argument into the SQL text,
 * computes with it or branches on its value fails that test and is simply built on every call,
 * as before; nothing else changes either way.
 *
 * A kept shape's SQL is also a named statement on PostgreSQL (db/named-statements.ts): parsed
 * once per connection, not on every call.
 *
 * An argument's kind is part of the key (null, a boolean's value, the empty string, a string, a
 * number), so a builder may branch on those (`headerTenant ? ... : ...`) and still be cached.
 */
export type ShapeArgument = string | number | boolean | null | undefined;

interface Template {
  sql: string;
  /** Per parameter: the index of the argument it is, or the shape's constant. */
  slots: ({ argument: number } | { constant: unknown })[];
}

const UNCACHEABLE = Symbol('uncacheable');

function kindOf(value: ShapeArgument): string {
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return 'n';
  return value === '' ? 'e' : 's';
}

/**
 * Two stand-ins per argument, of its kind, unlike any real value and unlike each other (lengths
 * too, so that nothing derived from one comes out the same for both).
 */
function standIn(value: ShapeArgument, index: number, round: 1 | 2): ShapeArgument {
  if (typeof value === 'number') return (round === 1 ? 7.0e15 : 8.0e15) + index * 2 + 1;
  if (typeof value === 'string' && value !== '')
    return `${STAND_IN}${round}-${index}${'-'.repeat(round)}\u0000`;
  return value;
}

const STAND_IN = '\u0000shape-';

function looksStandIn(value: unknown): boolean {
  return (
    (typeof value === 'string' && value.includes(STAND_IN)) ||
    (typeof value === 'number' && value >= 7.0e15 && value < 9.0e15)
  );
}

function templateOf<A extends readonly ShapeArgument[]>(
  args: A,
  build: (...args: A) => Compilable,
): Template | typeof UNCACHEABLE {
  const first = args.map((a, i) => standIn(a, i, 1));
  const second = args.map((a, i) => standIn(a, i, 2));
  const one = build(...(first as unknown as A)).compile();
  const two = build(...(second as unknown as A)).compile();
  if (one.sql !== two.sql || one.parameters.length !== two.parameters.length) return UNCACHEABLE;
  if (looksStandIn(one.sql)) return UNCACHEABLE; // an argument written into the SQL itself
  const slots: Template['slots'] = [];
  for (let p = 0; p < one.parameters.length; p++) {
    const [a, b] = [one.parameters[p], two.parameters[p]];
    // Only real stand-ins count: null, booleans and '' are their own stand-ins (in the key).
    const argument = first.findIndex((s, i) => s !== args[i] && s === a);
    if (argument >= 0) {
      if (second[argument] !== b) return UNCACHEABLE;
      slots.push({ argument });
    } else if (a === b && !looksStandIn(a)) {
      slots.push({ constant: a });
    } else {
      return UNCACHEABLE; // computed from an argument, or a fresh object per build
    }
  }
  return { sql: one.sql, slots };
}

/**
 * The compiled queries of one builder, by shape (the least recently used beyond `size` dropped):
 * `compile(db, key, args, build)` gives what `build(...args).compile()` gives. The SQL is the
 * database's dialect's, so the dialect (db's adapter) is part of the key: a process may hold a
 * SQLite and a PostgreSQL database at once (the benches do).
 */
export class QueryShapes<A extends readonly ShapeArgument[]> {
  readonly #templates = new Map<string, Template | typeof UNCACHEABLE>();

  constructor(private readonly size = 200) {}

  compile<R>(
    db: Pick<Kysely<unknown>, 'getExecutor'>,
    key: string,
    args: A,
    build: (...args: A) => Compilable<R>,
  ): CompiledQuery<R> {
    const dialect = db.getExecutor().adapter.constructor.name;
    const full = `${dialect}|${args.map(kindOf).join(',')}|${key}`;
    let template = this.#templates.get(full);
    if (template === undefined) {
      template = templateOf(args, build);
      if (template !== UNCACHEABLE) nameStatement(template.sql);
      if (this.#templates.size >= this.size) this.#templates.delete(this.#templates.keys().next().value!);
    } else {
      this.#templates.delete(full); // re-inserted: the Map's order is the recency order
    }
    this.#templates.set(full, template);
    if (template === UNCACHEABLE) return build(...args).compile();
    const parameters = template.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.constant,
    );
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<R>;
  }
}
