/**
 * The opening minute's school: the demo school grown to at least N students (bench/lib
 * population.ts, in bulk), all of them with one password hash made at the production cost (the
 * server's PASSWORD_HASH_COST default: sign-in then costs what it costs in production), the
 * moral-education sessions whose places open, and an access token per student written in bulk as
 * issueTokens writes them (core/auth/tokens.ts): the students who signed in earlier in the day.
 */
import { addDays, schoolDate } from '../../packages/server/src/lib/school-date.js';
import { hashPassword } from '../../packages/server/src/lib/password.js';
import { DEMO_PASSWORD } from '../../packages/server/src/db/seed/index.js';
import { randomSecret, sha256 } from '../../packages/server/src/core/auth/secrets.js';
import { termOf } from '../../packages/server/src/modules/affairs/terms.js';
import { ACCESS_TOKEN_TTL_S } from '@campus/contract';
import { createBenchDatabase, type BenchDatabase, type Dialect } from '../lib/bench-db.js';
import type { Row } from '../lib/bulk.js';
import { DEFAULT_POPULATION, growSchool } from '../lib/population.js';
import { idMaker } from '../lib/snowflake.js';

/** The server's default scrypt cost (config.ts PASSWORD_HASH_COST). */
export const PRODUCTION_HASH_COST = 16384;
export const PASSWORD = DEMO_PASSWORD;

export interface BenchStudent {
  id: string;
  account: string;
  /** A token issued before the crowd (replaced by a real sign-in's for the measured ones). */
  accessToken: string;
}

export interface OpeningSchool {
  bench: BenchDatabase;
  tenantId: string;
  students: BenchStudent[];
  sessionIds: string[];
  places: number;
  seedSeconds: number;
}

export interface OpeningSize {
  students: number;
  sessions: number;
  /** Places over all sessions as a share of the students (below 1: some wait). */
  placeShare: number;
}

/** The population of bench/lib with as many colleges as N students need (720 students each). */
function populationFor(students: number) {
  const size = DEFAULT_POPULATION;
  const perCollege =
    size.majorsPerCollege * size.grades.length * size.classesPerGrade * size.studentsPerClass;
  return { ...size, colleges: Math.max(1, Math.ceil(students / perCollege)) };
}

export async function seedOpeningSchool(dialect: Dialect, size: OpeningSize): Promise<OpeningSchool> {
  const started = performance.now();
  const bench = await createBenchDatabase(dialect, 'bench_opening');
  const { db } = bench.database;
  const now = Date.now();
  const writer = await bench.writer();
  let closed = false;
  const closeWriter = async () => {
    if (!closed) await writer.close();
    closed = true;
  };
  try {
    const world = await growSchool(db, writer, populationFor(size.students), now - 365 * 24 * 3600 * 1000);
    // The generated students (bs000001...), in account order: the first N are the crowd.
    const rows = await db
      .selectFrom('appUser as u')
      .innerJoin('tenantMember as m', 'm.userId', 'u.id')
      .select(['u.id', 'u.account'])
      .where('m.tenantId', '=', world.tenantId)
      .where('m.kind', '=', 'student')
      .where('u.account', 'like', 'bs%')
      .orderBy('u.account')
      .limit(size.students)
      .execute();
    if (rows.length < size.students) throw new Error(`only ${rows.length} students were generated`);

    // One hash for everyone (hashing 20,000 passwords would take the machine minutes).
    const hash = await hashPassword(PASSWORD, PRODUCTION_HASH_COST);
    await db.updateTable('appUser').set({ passwordHash: hash }).where('account', 'like', 'bs%').execute();

    const newId = idMaker();
    const tokens: Row[] = [];
    const students = rows.map((row) => {
      const access = randomSecret();
      const id = newId(now);
      tokens.push({
        id,
        familyId: id,
        userId: row.id,
        tenantId: world.tenantId,
        clientId: 'campus-mobile',
        accessHash: sha256(access),
        refreshHash: sha256(randomSecret()),
        // Longer than the two hours of a real token: the full run seeds, then signs in for minutes.
        accessExpiresAt: now + 4 * ACCESS_TOKEN_TTL_S * 1000,
        refreshExpiresAt: now + 30 * 24 * 3600 * 1000,
        roleId: 'ALL',
        createdAt: now,
        revokedAt: null,
        revokeReason: null,
        replacedBy: null,
        parentFamilyId: null,
      });
      return { id: row.id, account: row.account, accessToken: access };
    });
    for (let i = 0; i < tokens.length; i += 5000)
      await writer.insert('auth_token', tokens.slice(i, i + 5000));

    const office = await db
      .selectFrom('appUser')
      .select(['id', 'fullname'])
      .where('account', '=', 'office')
      .executeTakeFirstOrThrow();
    // The contract caps a session at 2,000 places (moralSessionInput).
    const capacity = Math.min(
      2000,
      Math.max(1, Math.round((size.students * size.placeShare) / size.sessions)),
    );
    const date = addDays(schoolDate(now), 7);
    const sessionIds: string[] = [];
    for (let i = 1; i <= size.sessions; i++) {
      const id = newId(now);
      sessionIds.push(id);
      await db
        .insertInto('moralSession')
        .values({
          id,
          tenantId: world.tenantId,
          title: `开学第一课 第${i}场`,
          kind: 'lecture',
          speaker: '学生工作处',
          place: `大学生活动中心${i}号厅`,
          date,
          time: `${String(8 + (i % 12)).padStart(2, '0')}:30`,
          term: termOf(date),
          capacity,
          signed: 0,
          points: 2,
          creatorId: office.id,
          creatorName: office.fullname,
          createdAt: now,
        })
        .execute();
    }
    await writer.analyze();
    await closeWriter();
    return {
      bench,
      tenantId: world.tenantId,
      students,
      sessionIds,
      places: capacity * size.sessions,
      seedSeconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await closeWriter();
    await bench.drop();
    throw error;
  }
}
