import { describe, expect, it } from 'vitest';
import { migrationNames, migrationSourceFolder } from './migration-files.js';

describe('migrationNames', () => {
  it('orders the migrations by number and leaves out the index and tests', () => {
    const files = ['0102_objection_once.ts', 'index.ts', '0007_candidate_open.ts', 'objection-once.test.ts'];
    expect(migrationNames([...files, '0040_affairs_mechanism.ts'])).toEqual([
      '0007_candidate_open',
      '0040_affairs_mechanism',
      '0102_objection_once',
    ]);
  });

  it('stops at a file named otherwise, which the runner would not see', () => {
    expect(() => migrationNames(['0001_core.ts', '104_push.ts'])).toThrow(
      'db/migrations/104_push.ts: a migration is named NNNN_words.ts',
    );
    expect(() => migrationNames(['0001_core.ts', 'helpers.ts'])).toThrow('db/migrations/helpers.ts');
    expect(() => migrationNames(['0001-core.ts'])).toThrow('db/migrations/0001-core.ts');
  });

  it('stops at two migrations of one number, whose order would be a guess', () => {
    expect(() => migrationNames(['0090_campus.ts', '0090_services.ts'])).toThrow(
      'db/migrations: 0090_campus and 0090_services have the same number',
    );
  });
});

describe('migrationSourceFolder', () => {
  it('is the source folder from the compiled index as from its source', () => {
    const root = 'file:///srv/campus/packages/server';
    const folder = `${root}/src/db/migrations/`;
    expect(migrationSourceFolder(`${root}/src/db/migrations/index.ts`).href).toBe(folder);
    expect(migrationSourceFolder(`${root}/dist/db/migrations/index.js`).href).toBe(folder);
  });
});
