import type { AffairDetail, RecordSummary } from '@campus/contract';
import type { FormView } from '@campus/contract/api/bpm/shared';
import type { SanctionDetail } from '@campus/contract/affairs/wjcf';
import { describe, expect, it } from 'vitest';
import { pendingTask } from '../../test/bpm.js';
import { schoolDate } from '../../lib/school-date.js';
import { servicesTestApp } from './test-helpers.js';

/**
 * Issue 30, item 13: a form field that names another record (an appeal's sanction, an objection's
 * request in publicity) reaches the screens as the record's summary (engine/references.ts), by
 * the record's own readers: the student and the appeal committee see the sanction, a colleague the
 * appeal was copied to does not; the objector sees the publicity item masked as publicity shows
 * it, the office checking the objection sees whom it names, and nobody reads it once it is gone.
 */
const {
  t,
  as: { szgz: sz, zzgl: zz },
} = servicesTestApp(['szgz', 'zzgl'], ['office', 'teacher', '202411105']);

const DECISION = '校学处字〔2026〕131号';
const FACTS = '在宿舍使用大功率电热锅，经宿管人员多次劝阻仍未改正。';

async function taskView(caller: typeof sz.office, instId: string) {
  const task = await pendingTask(caller.bpm, instId);
  const view = await caller.bpm.get<FormView>('/task/getFormData', { taskId: task.taskId });
  expect(view.state, view.message).toBe(200);
  return { task, view: view.data };
}

describe('an appeal shows the sanction it appeals', () => {
  it('to the student and the committee; a colleague it was copied to gets no summary', async () => {
    const recorded = await sz.office.api.post<SanctionDetail>('/discipline/sanctions', {
      studentNumber: '202411105',
      kind: 'seriousWarning',
      cause: 'appliance',
      facts: FACTS,
      basis: '《学生宿舍管理规定》第十二条',
      decisionNo: DECISION,
      decisionDate: schoolDate(Date.now()),
      periodMonths: 6,
    });
    expect(recorded.state, recorded.message).toBe(200);
    const sanction = recorded.data;
    const student = sz['202411105'];
    await student.api.post('/discipline/sanction/acknowledge', { id: sanction.id });
    // The apply form, opened from the sanction's page (?sanctionId=), shows the record, not its id.
    const ref = (caller: typeof student, field: string) =>
      caller.api.get<RecordSummary | null>('/affairs/sanctionAppeal/reference', { field, id: sanction.id });
    const before = await ref(student, 'sanctionId');
    expect(before.state, before.message).toBe(200);
    expect(before.data?.title).toBe(`Serious warning · ${DECISION}`);
    expect(before.data?.facts).toContainEqual({ label: 'Facts', value: FACTS });
    const stranger = await ref(sz.teacher, 'sanctionId');
    expect(stranger.state, stranger.message).toBe(200);
    expect(stranger.data).toBeNull();
    const notReferring = await ref(student, 'grounds');
    expect(notReferring.state).toBe(400);
    expect(notReferring.message).toContain('field');
    const appeal = await student.api.post<{ proInstId: string }>('/affairs/sanctionAppeal/apply', {
      data: {
        sanctionId: sanction.id,
        request: 'revoke',
        grounds: '电热锅为室友所有，本人当时不在宿舍，有宿管值班记录可以证明。',
      },
    });
    expect(appeal.state, appeal.message).toBe(200);
    const id = appeal.data.proInstId;
    const expected: RecordSummary = {
      kind: 'sanction',
      kindName: 'Sanction',
      title: `Serious warning · ${DECISION}`,
      facts: [
        { label: 'Cause', value: 'Banned appliance' },
        { label: 'Facts', value: FACTS },
        { label: 'Decision no.', value: DECISION },
        { label: 'Decided on', value: sanction.decisionDate },
      ],
      link: `/xgxt/discipline/disciplineView?id=${sanction.id}`,
    };

    // The student's detail of their appeal.
    const mine = await student.api.get<AffairDetail>('/affairs/sanctionAppeal/detail', { id });
    expect(mine.state, mine.message).toBe(200);
    expect(mine.data.references).toEqual({ sanctionId: expected });

    // The office accepts it; its review step (复查决定) shows the sanction it decides on.
    const accept = await taskView(sz.office, id);
    expect(accept.view.references).toEqual({ sanctionId: expected });
    const accepted = await sz.office.bpm.post('/task/agree', { taskId: accept.task.taskId, data: {} });
    expect(accepted.state, accepted.message).toBe(200);
    const review = await taskView(sz.office, id);
    expect(review.view.attributes.nodeId).toBe('review');
    expect(review.view.references?.sanctionId?.title).toBe(expected.title);

    // A teacher the office copies it to reads the appeal, but not the sanction.
    const copied = await sz.office.bpm.post('/instance/copyTo', {
      instId: id,
      receiverIds: sz.teacher.api.who.userId,
    });
    expect(copied.state, copied.message).toBe(200);
    const read = await sz.teacher.bpm.get<FormView>('/instance/getFormData', { proInstId: id });
    expect(read.state, read.message).toBe(200);
    expect(read.data.formModel.formValue.sanctionId).toBe(sanction.id);
    expect(read.data.references).toBeUndefined();
    expect(JSON.stringify(read.data)).not.toContain(FACTS);
  });
});

describe('an objection shows the request in publicity', () => {
  it('masked to the objector, by name to the office that checks it, to nobody once it is over', async () => {
    const db = t.database.db;
    const target = await db
      .selectFrom('affairRequest as r')
      .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
      .innerJoin('tenant as g', 'g.id', 'r.tenantId')
      .select(['r.instanceId', 'i.starterName', 'i.starterId'])
      .where('g.code', '=', 'jnlg')
      .where('r.moduleKey', '=', 'hardship')
      .where('r.publicityEnd', '>', Date.now())
      .where('r.openObjections', '=', 0)
      .executeTakeFirstOrThrow();
    const filed = await zz.teacher.api.post<{ objectionId: string }>('/affairs/hardship/objection', {
      id: target.instanceId,
      reason: '据了解该同学家庭情况与申请材料不符，请核实。',
    });
    expect(filed.state, filed.message).toBe(200);
    const objection = filed.data.objectionId;
    const name = target.starterName;

    const own = await zz.teacher.bpm.get<FormView>('/instance/getFormData', { proInstId: objection });
    expect(own.state, own.message).toBe(200);
    const masked = own.data.references?.requestId;
    expect(masked).toMatchObject({ kind: 'publicity', kindName: 'Item in publicity' });
    expect(masked?.title).toMatch(/^Financial hardship recognition: /);
    expect(JSON.stringify(masked)).not.toContain(name);
    expect(masked?.facts.find((f) => f.label === 'Applicant')?.value).toContain('*');
    expect(masked?.link).toBe('/xgxt/zzgl/aidPublicity');

    // The office's task names the applicant it must check; its to-do list stays masked.
    const { task, view } = await taskView(zz.office, objection);
    expect(task.subject).not.toContain(name);
    const whole = view.references?.requestId;
    expect(whole?.title).toBe(`Financial hardship recognition: ${name}`);
    expect(whole?.facts.find((f) => f.label === 'Applicant')?.value).toMatch(
      new RegExp(`^${name} \\(\\d+\\)$`),
    );
    expect(whole?.facts.map((f) => f.label)).toEqual(
      expect.arrayContaining(['Scheme', 'Result', 'In publicity until']),
    );

    const decided = await zz.office.bpm.post('/task/agree', {
      taskId: task.taskId,
      data: { verdict: 'dismissed', verdictNote: '经核实情况属实，异议不成立。' },
    });
    expect(decided.state, decided.message).toBe(200);
    // Publicity over and no objection open: the list no longer shows it, nor does the objection.
    await db
      .updateTable('affairRequest')
      .set({ publicityEnd: Date.now() - 1000 })
      .where('instanceId', '=', target.instanceId)
      .execute();
    const after = await zz.teacher.bpm.get<FormView>('/instance/getFormData', { proInstId: objection });
    expect(after.state, after.message).toBe(200);
    expect(after.data.references).toBeUndefined();
  });
});
