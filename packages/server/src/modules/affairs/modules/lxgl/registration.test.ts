import { ModuleState, SecurityState } from '@campus/contract';
import type {
  DestinationRegistration,
  RegistrationBatch,
  RegistrationCheckRow,
  ReturnRegistration,
} from '@campus/contract/affairs/lxgl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../../lib/ids.js';
import { callers, type Caller } from '../../../../test/affairs.js';
import { createTestApp, type TestApp } from '../../../../test/app.js';
import { PERIOD } from '../../../../test/bpm.js';

/** Destination and return registrations in the seeded open batches, and the staff's checks. */
let t: TestApp;
let as: Record<'student' | 'counsellor' | 'office' | 'teacher' | 'hbstudent' | 'hbcounsellor', Caller>;
let destination: RegistrationBatch;
let returning: RegistrationBatch;

beforeAll(async () => {
  t = await createTestApp();
  as = await callers(t.app, ['student', 'counsellor', 'office', 'teacher', 'hbstudent', 'hbcounsellor']);
  destination = (await as.student.lx.get<RegistrationBatch>('/leave/batch', { kind: 'destination' })).data;
  returning = (await as.student.lx.get<RegistrationBatch>('/leave/batch', { kind: 'return' })).data;
});
afterAll(async () => t.close());

const [leaveDate, returnDate] = PERIOD(40, 20);
const going = () => ({
  batchId: destination.id,
  destinationType: 'home',
  address: '江苏省苏州市姑苏区',
  contactPhone: '13900000002',
  leaveDate,
  returnDate,
  transport: '高铁',
});
const check = (who: Caller, batchId: string, parameters: Record<string, string> = {}, kind = 'destination') =>
  who.lx.post<{ dataResult: RegistrationCheckRow[]; pageResult: { totalCount: number } }>(
    `/leave/${kind}/check`,
    {
      batchId,
      parameters: Object.entries(parameters).map(([key, value]) => ({ key, value })),
      requestPage: { pageNo: 1, limit: 100 },
    },
  );

describe('batches', () => {
  it('offers the open batch of each kind in the school', async () => {
    expect(destination).toMatchObject({
      kind: 'destination',
      name: expect.stringMatching(/寒假离校去向登记$/),
    });
    expect(returning).toMatchObject({ kind: 'return', name: expect.stringMatching(/春季返校登记$/) });
    expect(destination.startDate <= PERIOD(1, 0)[0] && PERIOD(1, 0)[0] <= destination.endDate).toBe(true);
    const theirs = await as.hbstudent.lx.get<RegistrationBatch>('/leave/batch', { kind: 'destination' });
    expect(theirs.data.id).not.toBe(destination.id);
    expect((await as.student.lx.get('/leave/batch', { kind: 'holiday' })).state).toBe(400);
  });
});

describe('destination registration', () => {
  it('lets a student register, see and update their own while the batch is open', async () => {
    expect((await as.student.lx.get('/leave/destination/mine', { batchId: destination.id })).data).toBeNull();
    const signed = await as.student.lx.post<DestinationRegistration>('/leave/destination/sign', going());
    expect(signed).toMatchObject({ state: 200, data: { ...going(), note: null } });
    const updated = await as.student.lx.post<DestinationRegistration>('/leave/destination/sign', {
      ...going(),
      destinationType: 'travel',
      note: '先去杭州',
    });
    expect(updated.data).toMatchObject({ destinationType: 'travel', note: '先去杭州' });
    expect((await as.student.lx.get('/leave/destination/mine', { batchId: destination.id })).data).toEqual(
      updated.data,
    );
  });

  it('refuses bad input naming the field, staff, other schools’ batches and closed batches', async () => {
    expect(
      await as.student.lx.post('/leave/destination/sign', {
        ...going(),
        returnDate: leaveDate,
        leaveDate: returnDate,
      }),
    ).toMatchObject({ state: 400, variables: { fields: [{ field: 'returnDate' }] } });
    expect(
      (await as.student.lx.post('/leave/destination/sign', { ...going(), contactPhone: '1' })).state,
    ).toBe(400);
    expect((await as.counsellor.lx.post('/leave/destination/sign', going())).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect((await as.hbstudent.lx.post('/leave/destination/sign', going())).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect(
      (await as.student.lx.post('/leave/destination/sign', { ...going(), batchId: returning.id })).state,
    ).toBe(ModuleState.BUSINESS_OBJECT_NOT_FOUND);

    const closed = newId();
    await t.app.database.db
      .insertInto('registrationBatch')
      .values({
        id: closed,
        tenantId: as.student.lx.who.tenantId,
        kind: 'destination',
        name: '2026暑假离校去向登记',
        startDate: '2026-06-01',
        endDate: '2026-07-01',
        createdAt: Date.now(),
      })
      .execute();
    expect(
      await as.student.lx.post('/leave/destination/sign', { ...going(), batchId: closed }),
    ).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: '2026暑假离校去向登记 is open from 2026-06-01 to 2026-07-01, not now',
    });
  });

  it('shows staff who among their students has registered and who has not', async () => {
    await as.student.lx.post('/leave/destination/sign', going());
    const all = await check(as.counsellor, destination.id);
    expect(all.state).toBe(200);
    expect(all.data.pageResult.totalCount).toBe(34); // two classes of 17
    const registered = await check(as.counsellor, destination.id, { 'Q^registered^S': 'Y' });
    expect(registered.data.dataResult).toEqual([
      expect.objectContaining({
        name: '李明轩',
        number: '202411101',
        className: '软件工程2024级1班',
        registered: true,
        detail: expect.objectContaining({ address: '江苏省苏州市姑苏区' }),
      }),
    ]);
    const missing = await check(as.counsellor, destination.id, { 'Q^registered^S': 'N' });
    expect(missing.data.pageResult.totalCount).toBe(33);
    expect(missing.data.dataResult[0]).toMatchObject({ registered: false, detail: null });
    const byClass = await check(as.counsellor, destination.id, { 'Q^className^S': '软件工程2025级1班' });
    expect(byClass.data.pageResult.totalCount).toBe(17);
    const byName = await check(as.counsellor, destination.id, { 'Q^name^SL': '明轩' });
    expect(byName.data.dataResult.map((r) => r.number)).toEqual(['202411101']);
    expect((await check(as.counsellor, destination.id, { 'Q^registered^S': 'maybe' })).state).toBe(400);
    expect((await check(as.office, destination.id)).data.pageResult.totalCount).toBeGreaterThan(34);
    expect((await check(as.student, destination.id)).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await check(as.teacher, destination.id)).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await check(as.hbcounsellor, destination.id)).state).toBe(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
  });
});

describe('return registration', () => {
  it('records when the student arrived (now unless told), never in the future', async () => {
    const before = Date.now();
    const signed = await as.student.lx.post<ReturnRegistration>('/leave/return/sign', {
      batchId: returning.id,
      transport: '火车',
    });
    expect(signed.data.arrivedAt).toBeGreaterThanOrEqual(before);
    const earlier = before - 3600_000;
    const updated = await as.student.lx.post<ReturnRegistration>('/leave/return/sign', {
      batchId: returning.id,
      arrivedAt: earlier,
    });
    expect(updated.data).toMatchObject({ arrivedAt: earlier, transport: null });
    expect(
      await as.student.lx.post('/leave/return/sign', {
        batchId: returning.id,
        arrivedAt: Date.now() + 86_400_000,
      }),
    ).toMatchObject({ state: 400, message: 'arrivedAt: The arrival time cannot be in the future' });
    expect((await as.student.lx.get('/leave/return/mine', { batchId: returning.id })).data).toEqual(
      updated.data,
    );
    const rows = await check(as.counsellor, returning.id, { 'Q^registered^S': 'Y' }, 'return');
    expect(rows.data.dataResult.map((r) => [r.number, (r.detail as ReturnRegistration).arrivedAt])).toEqual([
      ['202411101', earlier],
    ]);
  });
});
