/**
 * One benchmark data set: a fresh database (bench-db.ts) with the demo schools, the grown
 * school (population.ts) and the volume (volume.ts), with fresh planner statistics.
 */
import { createBenchDatabase, type BenchDatabase, type Dialect } from './bench-db.js';
import { DEFAULT_POPULATION, growSchool, type PopulationSize, type World } from './population.js';
import { writeVolume, type VolumeOptions, type VolumeResult } from './volume.js';

export interface Dataset {
  bench: BenchDatabase;
  world: World;
  volume: VolumeResult;
  /** The demo counsellor's and the demo office clerk's user ids. */
  accounts: Record<'counsellor' | 'office' | 'student', string>;
  seedSeconds: number;
}

export async function createDataset(
  dialect: Dialect,
  name: string,
  volume: Omit<VolumeOptions, 'now' | 'pinned' | 'prepared'> & {
    pinnedOpen?: number;
    prepared?: number;
  },
  population: PopulationSize = DEFAULT_POPULATION,
): Promise<Dataset> {
  const started = performance.now();
  const bench = await createBenchDatabase(dialect, name);
  const { db } = bench.database;
  const now = Date.now();
  const rows = await db
    .selectFrom('appUser')
    .select(['id', 'account'])
    .where('account', 'in', ['counsellor', 'office', 'student'])
    .execute();
  const accounts = Object.fromEntries(rows.map((r) => [r.account, r.id])) as Dataset['accounts'];
  const writer = await bench.writer();
  try {
    const world = await growSchool(db, writer, population, now - 5 * 365 * 24 * 3600 * 1000);
    const result = await writeVolume(db, writer, world, {
      ...volume,
      now,
      pinned:
        volume.pinnedOpen !== undefined
          ? { counsellorId: accounts.counsellor, open: volume.pinnedOpen }
          : undefined,
      prepared: volume.prepared ? { approverId: world.agreeApprover.id, count: volume.prepared } : undefined,
    });
    await writer.analyze();
    return {
      bench,
      world,
      volume: result,
      accounts,
      seedSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    await writer.close();
  }
}
