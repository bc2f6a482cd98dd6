import type { SchoolCalendar } from '@campus/contract/api/admin/calendar';
import type { DirectorySummary } from '@campus/contract/api/admin/directory';
import { TERMS_MAX } from '@campus/contract/api/admin/calendar-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { openTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 28: the school calendar (`calendar.terms`, `calendar.holidays`, `calendar.workdays`) as the
 * administrator keeps it: terms in order and apart, each refusal naming the field at fault; each
 * change in the change log once; another school's calendar untouched; nobody else's to read.
 */
const CALENDAR = '/api/business/v3/affairs/admin/calendar';

let admin: SignedIn;
let adminB: SignedIn;
let staff: SignedIn;
const t = openTestApp(async (app) => {
  admin = await signIn(app, 'admin');
  adminB = await signIn(app, 'admin', { tenantId: await demoSchoolId(app.database.db, 'hbsf') });
  staff = await signIn(app, 'counsellor');
});
const db = () => t.database.db;

const save = (who: SignedIn, payload: unknown, lang = 'en-US') =>
  injectEnvelope<SchoolCalendar>(t.app, {
    method: 'POST',
    url: CALENDAR,
    headers: { ...who.headers, 'accept-language': lang },
    payload: payload as object,
  });
const read = (who: SignedIn) =>
  injectEnvelope<SchoolCalendar>(t.app, { method: 'GET', url: CALENDAR, headers: who.headers });

const autumn = { name: '2026 autumn', first: '2026-09-01', last: '2027-01-15' };
const spring = { name: '2027 spring', first: '2027-02-20', last: '2027-07-05' };
const entries = (key: string) =>
  db()
    .selectFrom('changeLog')
    .select(['action', 'actorId'])
    .where('objectKind', '=', 'setting')
    .where('objectId', '=', key)
    .where('tenantId', '=', admin.tenantId)
    .execute();

describe('the school calendar', () => {
  beforeAll(async () => {
    // A clean start whatever the seed keeps.
    await db().deleteFrom('schoolSetting').where('key', 'like', 'calendar.%').execute();
  });

  it('keeps terms in order, holidays and make-up days once each, logged once', async () => {
    const saved = await save(admin, {
      terms: [spring, { ...autumn, name: '  2026 autumn ' }],
      holidays: ['2026-10-02', '2026-10-01', '2026-10-01'],
      workdays: ['2026-09-27'],
    });
    expect(saved.body.state, saved.body.message).toBe(200);
    expect(saved.body.data).toEqual({
      terms: [autumn, spring],
      holidays: ['2026-10-01', '2026-10-02'],
      workdays: ['2026-09-27'],
    });
    expect((await read(admin)).body.data).toEqual(saved.body.data);
    expect(await entries('calendar.terms')).toEqual([{ action: 'update', actorId: admin.userId }]);
    expect(await entries('calendar.holidays')).toHaveLength(1);

    // The same calendar again changes nothing and logs nothing.
    const again = await save(admin, saved.body.data);
    expect(again.body.state).toBe(200);
    expect(await entries('calendar.terms')).toHaveLength(1);
    expect(await entries('calendar.workdays')).toHaveLength(1);

    // Another school's calendar is its own.
    expect((await read(adminB)).body.data.terms).not.toContainEqual(autumn);
    // The administration's section counts them.
    const summary = await injectEnvelope<DirectorySummary>(t.app, {
      method: 'GET',
      url: '/api/platform/v3/admin/summary',
      headers: admin.headers,
    });
    expect(summary.body.data.terms).toBe(2);
  });

  it('refuses a term ending before it starts, or overlapping another, naming it', async () => {
    const backwards = await save(admin, {
      terms: [autumn, { name: 'Backwards', first: '2027-07-05', last: '2027-02-20' }],
      holidays: [],
      workdays: [],
    });
    expect(backwards.body.state).toBe(400);
    expect(backwards.body.message).toContain('“Backwards” must be after its first day');

    const overlapping = await save(
      admin,
      {
        terms: [autumn, { name: '冬季小学期', first: '2027-01-10', last: '2027-02-10' }],
        holidays: [],
        workdays: [],
      },
      'zh-CN',
    );
    expect(overlapping.body.state).toBe(400);
    expect(overlapping.body.message).toContain('“冬季小学期”与其他学期的日期重叠');

    const long = await save(admin, {
      terms: [{ name: 'Forever', first: '2026-01-01', last: '2028-01-01' }],
      holidays: [],
      workdays: [],
    });
    expect(long.body.message).toContain('longer than a year');
    // Nothing of a refused save is kept.
    expect((await read(admin)).body.data.terms).toEqual([autumn, spring]);
  });

  it('refuses malformed input with the field named, never a 500', async () => {
    const cases: [unknown, RegExp][] = [
      [{ terms: [{ ...autumn, first: '2026-02-30' }], holidays: [], workdays: [] }, /First day/],
      [{ terms: [{ ...autumn, name: ' ' }], holidays: [], workdays: [] }, /Term name/],
      [{ terms: [{ ...autumn, name: 'x'.repeat(41) }], holidays: [], workdays: [] }, /Term name/],
      [{ terms: [], holidays: ['tomorrow'], workdays: [] }, /Public holidays/],
      [{ terms: [], holidays: [], workdays: Array(101).fill('2026-09-27') }, /Make-up working days/],
      [{ terms: 'all of them', holidays: [], workdays: [] }, /Terms/],
      [
        {
          terms: Array.from({ length: TERMS_MAX + 1 }, (_, i) => ({
            name: `T${i}`,
            first: `${2000 + i}-03-01`,
            last: `${2000 + i}-06-30`,
          })),
          holidays: [],
          workdays: [],
        },
        /Terms/,
      ],
    ];
    for (const [payload, field] of cases) {
      const reply = await save(admin, payload);
      expect(reply.body.state, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(reply.body.message).toMatch(field);
    }
  });

  it('is the school administrator’s alone', async () => {
    expect((await read(staff)).body.state).not.toBe(200);
    const refused = await save(staff, { terms: [autumn], holidays: [], workdays: [] });
    expect(refused.body.state).not.toBe(200);
    expect((await read(admin)).body.data.terms).toEqual([autumn, spring]);
  });
});
