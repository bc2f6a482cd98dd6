import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetWarning, playwrightFileSeconds, slowestFiles, vitestFileSeconds } from './test-budget.mjs';

const steps = [
  { name: 'lint', seconds: 60 },
  { name: 'server-pg', seconds: 700 },
  { name: 'e2e', seconds: 900 },
  { name: 'unit', seconds: 50 },
];

describe('the suite budget', () => {
  it('says nothing within the budget', () => {
    expect(budgetWarning({ totalSeconds: 1400, steps, files: [], budget: 1500 })).toEqual([]);
  });

  it('warns past it, naming the three slowest steps and the slowest files', () => {
    const lines = budgetWarning({
      totalSeconds: 1600,
      steps,
      files: [{ step: 'e2e', file: 'e2e/tests/leave.spec.ts', seconds: 120 }],
      budget: 1500,
    });
    expect(lines[0]).toContain('26.7 min, over its budget of 25.0 min');
    expect(lines.slice(2, 5).map((l) => l.trim().split(/\s+/)[0])).toEqual(['e2e', 'server-pg', 'lint']);
    expect(lines.at(-1)).toMatch(/120 s\s+e2e\s+e2e\/tests\/leave\.spec\.ts/);
  });

  it('reads file times from Vitest and Playwright reports, slowest first, skipping broken ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'budget-'));
    const vitest = {
      testResults: [
        { name: '/repo/packages/server/src/a.test.ts', startTime: 1000, endTime: 4000 },
        { name: '/repo/packages/server/src/b.test.ts', startTime: 1000, endTime: 1500 },
      ],
    };
    const playwright = {
      suites: [
        {
          file: 'leave.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 2000 }, { duration: 1000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 500 }] }] }] }],
        },
      ],
    };
    writeFileSync(join(dir, 'v.json'), JSON.stringify(vitest));
    writeFileSync(join(dir, 'p.json'), JSON.stringify(playwright));
    writeFileSync(join(dir, 'broken.json'), '{"testResults": [');
    expect(vitestFileSeconds(vitest, '/repo')[0]).toEqual({
      file: 'packages/server/src/a.test.ts',
      seconds: 3,
    });
    expect(playwrightFileSeconds(playwright)).toEqual([{ file: 'e2e/tests/leave.spec.ts', seconds: 3.5 }]);
    const files = slowestFiles(
      [
        { step: 'server-sqlite', kind: 'vitest', path: join(dir, 'v.json') },
        { step: 'e2e', kind: 'playwright', path: join(dir, 'p.json') },
        { step: 'unit', kind: 'vitest', path: join(dir, 'broken.json') },
        { step: 'server-pg', kind: 'vitest', path: join(dir, 'missing.json') },
      ],
      '/repo',
      2,
    );
    expect(files).toEqual([
      { step: 'e2e', file: 'e2e/tests/leave.spec.ts', seconds: 3.5 },
      { step: 'server-sqlite', file: 'packages/server/src/a.test.ts', seconds: 3 },
    ]);
  });
});
