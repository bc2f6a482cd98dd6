import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines, playwrightFailures, vitestFailures } from './test-failures.mjs';

const vitest = {
  testResults: [
    {
      name: '/repo/packages/server/src/a.test.ts',
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'a works' },
        {
          status: 'failed',
          fullName: 'a > refuses bad input',
          failureMessages: [
            '\u001b[31mAssertionError: expected 500 to be 400\u001b[39m\n\n    at a.test.ts:10:5\nmore',
          ],
        },
      ],
    },
    {
      name: '/repo/packages/server/src/b.test.ts',
      status: 'failed',
      message: 'Cannot find module x',
      assertionResults: [],
    },
    {
      name: '/repo/packages/server/src/c.test.ts',
      status: 'passed',
      assertionResults: [{ status: 'passed' }],
    },
  ],
};

const playwright = {
  suites: [
    {
      title: 'leave.spec.ts',
      file: 'leave.spec.ts',
      specs: [],
      suites: [
        {
          title: 'leave',
          specs: [
            { title: 'ok', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed' }] }] },
            {
              title: 'a student applies',
              line: 12,
              tests: [
                {
                  status: 'unexpected',
                  results: [{ status: 'failed', error: { message: 'Timeout 5000ms' } }],
                },
              ],
            },
            {
              title: 'a counsellor approves',
              line: 40,
              tests: [
                {
                  status: 'flaky',
                  results: [{ status: 'timedOut', error: { message: 'Test timeout' } }, { status: 'passed' }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the failed tests named at the end of the run', () => {
  it('lists Vitest failures with the first lines of their message, without colour codes, and files that failed to load', () => {
    const rows = vitestFailures(vitest, '/repo');
    expect(rows).toEqual([
      {
        where: 'packages/server/src/a.test.ts > a > refuses bad input',
        message: ['AssertionError: expected 500 to be 400', '    at a.test.ts:10:5', 'more'],
      },
      { where: 'packages/server/src/b.test.ts', message: ['Cannot find module x'] },
    ]);
  });

  it('lists journeys that failed and those that passed only on a retry', () => {
    expect(playwrightFailures(playwright)).toEqual([
      { where: 'e2e/tests/leave.spec.ts:12 > leave > a student applies', message: ['Timeout 5000ms'] },
      {
        where: '(flaky) e2e/tests/leave.spec.ts:40 > leave > a counsellor approves',
        message: ['Test timeout'],
      },
    ]);
  });

  it('prints nothing for a clean run, and names each step otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'failures-'));
    writeFileSync(join(dir, 'clean.json'), JSON.stringify({ testResults: [vitest.testResults[2]] }));
    writeFileSync(join(dir, 'pg.json'), JSON.stringify(vitest));
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(playwright));
    writeFileSync(join(dir, 'broken.json'), '{');
    const clean = [{ step: 'unit', kind: 'vitest', path: join(dir, 'clean.json') }];
    expect(failureLines(clean, '/repo')).toEqual([]);
    const lines = failureLines(
      [
        ...clean,
        { step: 'server-pg', kind: 'vitest', path: join(dir, 'pg.json') },
        { step: 'e2e', kind: 'playwright', path: join(dir, 'e2e.json') },
        { step: 'resilience', kind: 'vitest', path: join(dir, 'broken.json') },
        { step: 'server-sqlite', kind: 'vitest', path: join(dir, 'missing.json') },
      ],
      '/repo',
      3,
    );
    expect(lines[0]).toBe('Failed tests:');
    expect(lines[1]).toBe('  server-pg: packages/server/src/a.test.ts > a > refuses bad input');
    expect(lines).toContain('  e2e: e2e/tests/leave.spec.ts:12 > leave > a student applies');
    expect(lines.at(-1)).toContain('and 1 more');
  });
});
