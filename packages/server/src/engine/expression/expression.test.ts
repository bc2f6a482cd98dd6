import { describe, expect, it } from 'vitest';
import { ExpressionError } from './errors.js';
import { compileCondition, evaluateAst } from './evaluate.js';
import { parseExpression } from './parser.js';
import { renderTemplate } from './template.js';

const scope = {
  days: 3,
  daysText: '8',
  reason: '回家',
  urgent: true,
  missing: null,
  starter: { kind: 'student', name: '李明轩', roles: ['student'], org: { type: 'class' } },
};
const value = (source: string, s: Record<string, unknown> = scope) => evaluateAst(parseExpression(source), s);
const test = (source: string, s: Record<string, unknown> = scope) => compileCondition(source).test(s);

describe('condition evaluator', () => {
  it.each([
    ['days <= 2', false],
    ['days > 2 && days <= 7', true],
    ['${days > 7}', false],
    ['daysText > 7', true],
    ['daysText == 8', true],
    ["starter.kind == 'student'", true],
    ['starter.kind != "staff"', true],
    ['!(days > 2) || urgent', true],
    ['!urgent', false],
    ["'student' in starter.roles", true],
    ["reason in ['生病', '回家']", true],
    ['days in [1, 2]', false],
    ['days * 2 + 1 == 7', true],
    ['(days + 1) % 3 == 1', true],
    ['-days < 0', true],
    ['missing == null', true],
    ['missing > 1', false],
    ['nowhere.deep.path == null', true],
    ["'abc' < 'abd'", true],
    ['days === 3 && days !== 4', true],
  ])('%s is %s', (source, expected) => {
    expect(test(source)).toBe(expected);
  });

  it('computes arithmetic and joins text', () => {
    expect(value('days / 2')).toBe(1.5);
    expect(value("reason + '-' + days")).toBe('回家-3');
    expect(value("'3' + 4")).toBe(7);
  });

  it('short-circuits && and ||', () => {
    // The right side would fail ('!' of a number); it is never evaluated.
    expect(test('days < 0 && !days')).toBe(false);
    expect(test('days > 0 || !days')).toBe(true);
  });

  it.each([
    ['days', 'gave number, not true or false'],
    ['reason > 2', 'cannot compare'],
    ['days / 0 == 1', 'division by zero'],
    ['urgent && days', "'&&' needs true or false"],
    ["'x' - 1 == 0", 'needs numbers'],
    ['days in 3', "'in' needs a list"],
  ])('refuses %s at run time (%s)', (source, message) => {
    expect(() => test(source)).toThrow(ExpressionError);
    expect(() => test(source)).toThrow(message);
  });

  it.each([
    ['', 'empty expression'],
    ['days >', 'unexpected end'],
    ['days > 2)', 'unexpected input'],
    ["'open", 'unterminated string'],
    ['days = 2', "unexpected character '='"],
    ['a ? b : c', "unexpected character '?'"],
    ['1 2', 'unexpected input'],
    ['in == 1', 'expected a field name'],
  ])('refuses to parse %j (%s)', (source, message) => {
    expect(() => parseExpression(source)).toThrow(message);
  });

  describe('hostile input', () => {
    it.each([
      'constructor.constructor("return process")()',
      'starter.__proto__.polluted == 1',
      'starter.constructor == null',
      'this.process == null',
      'process.exit(1)',
      "require('fs')",
      'days.toString() == "3"',
      'starter["kind"] == "student"',
      '`${days}`',
      'days; process.exit()',
      'x => 1',
      'import("fs")',
    ])('cannot reach code or prototypes: %s', (source) => {
      let outcome: unknown;
      try {
        outcome = test(source);
      } catch (error) {
        outcome = error;
      }
      // Either it is refused, or it only ever read plain data (no such field: null).
      if (outcome instanceof Error) expect(outcome).toBeInstanceOf(ExpressionError);
      else expect(outcome).toBe(source === 'this.process == null');
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('does not read inherited or non-plain values', () => {
      const sneaky = Object.create({ inherited: 1 }) as Record<string, unknown>;
      sneaky.own = 2;
      expect(value('data.inherited', { data: sneaky })).toBe(null);
      expect(value('data.own', { data: sneaky })).toBe(null); // not a plain object at all
      expect(value('fn == null', { fn: () => 1 })).toBe(true);
      expect(value('d == null', { d: new Date() })).toBe(true);
      // Regression: names were once looked up with `in`, which finds Object.prototype.toString.
      expect(value('toString == null', {})).toBe(true);
      expect(value('hasOwnProperty', {})).toBe(null);
    });

    it('bounds length, token count and nesting', () => {
      expect(() => parseExpression('1 + '.repeat(600) + '1')).toThrow('longer than');
      expect(() => parseExpression(Array.from({ length: 300 }, () => 'a').join('+'))).toThrow(
        'more than 500 tokens',
      );
      expect(() => parseExpression('('.repeat(40) + '1' + ')'.repeat(40))).toThrow('nested deeper');
      expect(() => parseExpression('!'.repeat(70) + 'true')).toThrow('nested deeper');
      expect(parseExpression('('.repeat(20) + '1' + ')'.repeat(20))).toEqual({ type: 'literal', value: 1 });
    });

    it('refuses numbers that overflow', () => {
      expect(() => test(`${'9'.repeat(200)} * ${'9'.repeat(200)} > 1`)).toThrow('no finite number');
    });
  });
});

describe('what a condition reads', () => {
  it('names the top-level values, so the form-dependent ones are known', () => {
    expect(compileCondition("days > 2 && starter.kind == 'student' || !(x in [y, 1])").reads).toEqual([
      'days',
      'starter',
      'x',
      'y',
    ]);
    expect(compileCondition('true').reads).toEqual([]);
  });
});

describe('subject template', () => {
  it('fills paths and leaves missing values empty', () => {
    expect(renderTemplate('{starter.name}的请假申请（{days}天）{nothing}', scope)).toBe(
      '李明轩的请假申请（3天）',
    );
  });
  it('never reads prototypes or objects', () => {
    expect(renderTemplate('{constructor}{starter.__proto__}{starter}{starter.roles}', scope)).toBe('');
  });
  it('caps the length', () => {
    expect(renderTemplate('{reason}'.repeat(10), scope, 5)).toBe('回家回家回');
  });
});
