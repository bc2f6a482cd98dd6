import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, quickPlan } from './changed.mjs';

const run = (cwd, ...args) => spawnSync('git', args, { cwd, encoding: 'utf8' });

describe('the quick run', () => {
  it('takes changed, new and committed-since-base files, not deleted ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'changed-'));
    run(root, 'init', '-q');
    run(root, 'config', 'user.email', 't@t');
    run(root, 'config', 'user.name', 't');
    mkdirSync(join(root, 'src'));
    for (const f of ['src/a.ts', 'src/b.ts', 'src/gone.ts']) writeFileSync(join(root, f), 'x\n');
    run(root, 'add', '.');
    run(root, 'commit', '-qm', 'base');
    writeFileSync(join(root, 'src/c.ts'), 'committed later\n');
    run(root, 'add', '.');
    run(root, 'commit', '-qm', 'second');
    writeFileSync(join(root, 'src/a.ts'), 'edited\n');
    writeFileSync(join(root, 'src/new.ts'), 'untracked\n');
    rmSync(join(root, 'src/gone.ts'));
    expect(changedFiles(root)).toEqual(['src/a.ts', 'src/new.ts']);
    expect(changedFiles(root, 'HEAD~1')).toEqual(['src/a.ts', 'src/c.ts', 'src/new.ts']);
  });

  it('lints code, formats what prettier knows and runs only the journeys whose spec changed', () => {
    const plan = quickPlan([
      'README.md',
      'e2e/support/phone.ts',
      'e2e/tests/leave.spec.ts',
      'packages/web/src/app.tsx',
      'packages/server/data.bin',
    ]);
    expect(plan.formatted).toEqual([
      'README.md',
      'e2e/support/phone.ts',
      'e2e/tests/leave.spec.ts',
      'packages/web/src/app.tsx',
    ]);
    expect(plan.linted).toEqual([
      'e2e/support/phone.ts',
      'e2e/tests/leave.spec.ts',
      'packages/web/src/app.tsx',
    ]);
    expect(plan.journeys).toEqual(['e2e/tests/leave.spec.ts']);
  });
});
