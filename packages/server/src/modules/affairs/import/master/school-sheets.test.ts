import type { ImportPreview, ImportStatus } from '@campus/contract';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCheckDigit, writeSchoolSheets } from '../../../../../../../scripts/school-sheets.mjs';
import { injectEnvelope } from '../../../../test/app.js';
import { signIn, type SignedIn } from '../../../../test/auth.js';
import { upload } from '../../../../test/files.js';
import { openTestApp } from '../../../../test/signed-in-app.js';
import { importsSettled } from '../run.js';

/**
 * Issue 28: the generator's school (scripts/school-sheets.mjs, a small one) goes in through the
 * real import path kind by kind, in the order it numbers its files, with no row refused; the same
 * files again change nothing and log nothing.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = '/api/business/v3/affairs/admin/imports';
const STUDENTS = 300;
let admin: SignedIn;
const t = openTestApp(async (app) => {
  admin = await signIn(app, 'admin');
});
const db = () => t.database.db;
const dir = mkdtempSync(join(tmpdir(), 'school-sheets-'));
let files: Awaited<ReturnType<typeof writeSchoolSheets>>;

beforeAll(async () => {
  files = await writeSchoolSheets(dir, { students: STUDENTS, seed: 7 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Uploads and confirms one file; what the import did (its history row's counts). */
async function importFile(file: { kind: string; path: string }) {
  const staged = await upload<ImportPreview>(
    t.app,
    admin,
    { name: `${file.kind}.xlsx`, type: XLSX, content: readFileSync(file.path) },
    { url: `${BASE}/${file.kind}` },
  );
  expect(staged.body.state, staged.body.message).toBe(200);
  expect(staged.body.data.errors, file.kind).toEqual([]);
  expect(staged.body.data.acceptable).toBe(true);
  const confirmed = await injectEnvelope<ImportStatus>(t.app, {
    method: 'POST',
    url: `${BASE}/${file.kind}/confirm`,
    headers: admin.headers,
    payload: { id: staged.body.data.id },
  });
  expect(confirmed.body.state, confirmed.body.message).toBe(200);
  await importsSettled();
  const row = await db()
    .selectFrom('affairImport')
    .select(['state', 'message', 'total', 'added', 'updated', 'unchanged'])
    .where('id', '=', staged.body.data.id)
    .executeTakeFirstOrThrow();
  expect(row.state, row.message ?? '').toBe('done');
  return { total: row.total, added: row.added, updated: row.updated, unchanged: row.unchanged };
}

const logCount = async () =>
  Number(
    (
      await db()
        .selectFrom('changeLog')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenantId', '=', admin.tenantId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a generated school's spreadsheets", () => {
  it('writes one file per kind, in import order, the size asked', () => {
    expect(files.map((f) => f.kind)).toEqual([
      'orgs',
      'majors',
      'classes',
      'staff',
      'students',
      'assignments',
      'beds',
    ]);
    expect(files.find((f) => f.kind === 'students')!.rows).toBe(STUDENTS);
  });

  it('imports kind by kind with no row refused, and the same files again change nothing', async () => {
    const first = [];
    for (const file of files) first.push({ kind: file.kind, ...(await importFile(file)) });
    for (const done of first) {
      expect(done.total, done.kind).toBeGreaterThan(0);
      expect(done.updated, done.kind).toBe(0);
      // A duty brings its role, so a later row granting that role finds it held.
      if (done.kind !== 'assignments') expect(done.unchanged, done.kind).toBe(0);
    }
    // Assignment rows naming a duty and a role add two assignments each.
    for (const done of first.filter((d) => d.kind !== 'assignments'))
      expect(done.added, done.kind).toBe(done.total);

    const logged = await logCount();
    for (const file of files) {
      const again = await importFile(file);
      expect({ kind: file.kind, added: again.added, updated: again.updated }).toEqual({
        kind: file.kind,
        added: 0,
        updated: 0,
      });
    }
    expect(await logCount()).toBe(logged);
  });

  it('gives every student a class, a valid ID number and a bed of their gender to spare', async () => {
    const generated = await db()
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .innerJoin('studentProfile as p', (j) =>
        j.onRef('p.userId', '=', 'm.userId').onRef('p.tenantId', '=', 'm.tenantId'),
      )
      .select(['m.number', 'u.gender', 'p.idNumber', 'o.type', 'o.code', 'm.enrolmentYear'])
      .where('m.tenantId', '=', admin.tenantId)
      .where('m.kind', '=', 'student')
      .where('o.code', 'like', 'XY%')
      .execute();
    expect(generated).toHaveLength(STUDENTS);
    for (const s of generated) {
      expect(s.type).toBe('class');
      const id = s.idNumber!;
      expect(id.slice(17)).toBe(idCheckDigit(id.slice(0, 17)));
      // Born 18 or 19 years before entry; the sequence's parity is the gender's.
      expect(s.enrolmentYear! - Number(id.slice(6, 10))).toBeGreaterThanOrEqual(18);
      expect(s.enrolmentYear! - Number(id.slice(6, 10))).toBeLessThanOrEqual(19);
      expect(Number(id[16]) % 2).toBe(s.gender === 'male' ? 1 : 0);
    }
    const beds = await db()
      .selectFrom('dormBed as b')
      .innerJoin('dormRoom as r', 'r.id', 'b.roomId')
      .innerJoin('dormBuilding as g', 'g.id', 'r.buildingId')
      .select(['r.sex'])
      .where('b.tenantId', '=', admin.tenantId)
      // The generator's buildings: N01... for men, V01... for women.
      .where((eb) => eb.or([eb('g.code', 'like', 'N%'), eb('g.code', 'like', 'V%')]))
      .execute();
    for (const sex of ['male', 'female'] as const)
      expect(beds.filter((b) => b.sex === sex).length, sex).toBeGreaterThan(
        generated.filter((s) => s.gender === sex).length,
      );
  });
});
