import { ModuleState, type AffairDetail, type WorkOrderRecord } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { PNG, upload } from '../../../../test/files.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Classroom repairs (issue 12) on the shared work order: reported with a photo, accepted, being
 * repaired, done, rated by the reporter; logistics alone handles them; the demo has one in every
 * stage; the photo is readable by the reporter and the handler only.
 */
const WHO = ['student', 'teacher', 'logistics', 'dorm', 'hbcounsellor'] as const;
const { t, as } = groupTestApp('jczy', WHO);

const act = async (who: ServiceCaller, id: string, data: Record<string, unknown> = {}, action = 'agree') =>
  who.bpm.post(`/task/${action}`, { taskId: (await pendingTask(who.bpm, id)).taskId, data, opinion: 'ok' });

const recordOf = async (who: ServiceCaller, id: string) =>
  (await ok<AffairDetail>(who.api.get('/affairs/classroomRepair/detail', { id })))
    .record as unknown as WorkOrderRecord;

describe('a classroom repair', () => {
  it('has demo orders in every stage for logistics', async () => {
    const rows = await as.logistics.api.rows<{ id: string }>('/affairs/classroomRepair/review');
    // Waiting, accepted, being repaired are logistics' to act on; done waits for the reporter.
    expect(rows.length).toBe(3);
    const stages = await t.database.db
      .selectFrom('bpmInstance')
      .select(['status', 'result'])
      .where('defKey', '=', 'jczy_repair')
      .execute();
    expect(stages).toHaveLength(6);
  });

  it('goes reported, accepted, being repaired, done, rated; the photo follows the request', async () => {
    const { body: photo } = await upload(t.app, as.student.api.who, {
      name: '投影仪.png',
      type: 'image/png',
      content: PNG,
    });
    expect(photo.state).toBe(200);
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/classroomRepair/apply', {
        data: {
          building: 'teaching1',
          room: 'A305',
          category: 'projector',
          description: '投影仪无法开机，指示灯不亮',
          photos: [{ id: photo.data.id }],
          phone: '13900000002',
        },
      }),
    );
    expect((await recordOf(as.student, id)).stage).toBe('submitted');
    // Nobody but logistics acts on it.
    await expect(pendingTask(as.dorm.bpm, id)).rejects.toThrow();
    await ok(act(as.logistics, id, { worker: '后勤维修班 刘师傅' }));
    expect(await recordOf(as.student, id)).toMatchObject({
      stage: 'accepted',
      work: { worker: '后勤维修班 刘师傅' },
    });
    await ok(act(as.logistics, id));
    expect((await recordOf(as.student, id)).stage).toBe('inRepair');
    await ok(act(as.logistics, id, { workerNote: '更换投影仪电源板' }));
    expect((await recordOf(as.student, id)).stage).toBe('done');
    const unrated = await act(as.student, id, {});
    expect(unrated.state).toBe(ModuleState.FORM_DATA_INVALID);
    await ok(act(as.student, id, { rating: '4', ratingComment: '修得很快' }));
    expect(await recordOf(as.student, id)).toMatchObject({ stage: 'rated', work: { rating: 4 } });
    const mine = await as.student.api.rows<{ id: string; values: Record<string, unknown> }>(
      '/affairs/classroomRepair/mine',
    );
    expect(mine.find((r) => r.id === id)?.values.stage).toBe('rated');
    // The photo: the handler reads it, another school does not.
    const file = (who: ServiceCaller) =>
      t.app.inject({
        method: 'GET',
        url: `/api/platform/v3/file/download?attachmentId=${photo.data.id}`,
        headers: who.api.who.headers,
      });
    expect((await file(as.logistics)).statusCode).toBe(200);
    expect((await file(as.hbcounsellor)).statusCode).not.toBe(200);
  });

  it('is declined when it cannot be repaired, and a teacher may report one too', async () => {
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.teacher.api.post('/affairs/classroomRepair/apply', {
        data: {
          building: 'gym',
          room: '体育馆一楼',
          category: 'other',
          description: '希望增加一台饮水机',
          phone: '13900000006',
        },
      }),
    );
    await ok(act(as.logistics, id, {}, 'oppose'));
    expect((await recordOf(as.teacher, id)).stage).toBe('declined');
    const missing = await as.student.api.post('/affairs/classroomRepair/apply', {
      data: {
        building: 'teaching1',
        category: 'projector',
        description: '投影仪坏了坏了',
        phone: '13900000002',
      },
    });
    expect(missing.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(missing)).toContain('room');
  });
});
