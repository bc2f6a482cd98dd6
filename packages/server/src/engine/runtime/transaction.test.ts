import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineCommands, engineVersionConflicts } from '../../core/metrics/registry.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { VersionConflict } from './store.js';
import { runCommand } from './transaction.js';

/** The retry on a version conflict, and what the operator's metrics count of it (issue 33). */
describe('runCommand', () => {
  let database: TestDatabase;
  const caller = { tenantId: 't', userId: 'u', fullname: 'U' };
  const value = async (
    metric: { get(): Promise<{ values: { value: number; labels: object }[] }> },
    labels = {},
  ) =>
    (await metric.get()).values.find((v) => JSON.stringify(v.labels) === JSON.stringify(labels))?.value ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.destroy());

  it('runs a command again when its instance changed meanwhile, and counts the conflict', async () => {
    const conflicts = await value(engineVersionConflicts);
    const ok = await value(engineCommands, { outcome: 'ok' });
    let attempts = 0;
    const result = await runCommand(database.db, caller, async () => {
      attempts += 1;
      if (attempts === 1) throw new VersionConflict('inst-1');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
    expect((await value(engineVersionConflicts)) - conflicts).toBe(1);
    expect((await value(engineCommands, { outcome: 'ok' })) - ok).toBe(1);
  });

  it('gives up after three conflicts with "already handled", counted as refused', async () => {
    const refused = await value(engineCommands, { outcome: 'refused' });
    await expect(
      runCommand(database.db, caller, async () => {
        throw new VersionConflict('inst-2');
      }),
    ).rejects.toMatchObject({ name: 'AppError' });
    expect((await value(engineCommands, { outcome: 'refused' })) - refused).toBe(1);
  });
});
