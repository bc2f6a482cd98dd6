import { ModuleState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/signed-in-app.js';
import {
  bpmCallers,
  defIdOf,
  DORM_CHANGE,
  hasPending,
  LEAVE,
  PERIOD,
  pendingTask,
  startRequest,
  type BpmCaller,
} from '../../../test/bpm.js';

let as: Record<'student' | 'counsellor' | 'teacher' | 'hbstudent', BpmCaller>;
let leaveId: string;
const t = openTestApp(async (app) => {
  as = await bpmCallers(app, ['student', 'counsellor', 'teacher', 'hbstudent']);
  leaveId = await defIdOf(as.student, 'leave');
});

interface FormView {
  formModel: { type: string; formData: { fields: { key: string }[] }; formValue: Record<string, unknown> };
  boData: Record<string, unknown>;
  permissions: { fields: Record<string, string> };
  buttons: { alias: string; name: string }[];
  attributes: Record<string, unknown>;
  version: number;
}

describe('new process list and categories', () => {
  it('lists the newest version of each deployed process with the row fields of the contract', async () => {
    const rows = await as.student.rows('/initiated/query/process/new');
    // The demo processes and every student-affairs module's; an objection is started from a
    // publicity list, never from the catalogue.
    expect(rows.map((r) => r.key).sort()).toEqual([
      'bxgl_accident',
      'bxgl_medical',
      'dorm_change',
      'general',
      'jczy_repair',
      'jxj_college',
      'jxj_general',
      'jxj_inspirational',
      'jxj_national',
      'jxj_outstanding',
      'jygl_destination',
      'leave',
      'leave_return',
      'rych_collective',
      'rych_personal',
      'scholarship',
      'ssgl_check_in',
      'ssgl_check_out',
      'ssgl_outside_live',
      'ssgl_repair',
      'ssgl_stay_night',
      'wjcf_appeal',
      'wjcf_lift',
      'xshd_activity',
      'xsxx_address',
      'xsxx_bank_card',
      'xsxx_phone',
      'yqfk_campus_exit',
      'yqfk_health_follow_up',
      'zhcpgl_bonus',
      'zzgl_grant',
      'zzgl_green_channel',
      'zzgl_hardship',
      'zzgl_hardship_cjxy',
      'zzgl_loan',
      'zzgl_resignation',
      'zzgl_temp_hardship',
      'zzgl_work_study',
    ]);
    // The callers read English: names, categories and approval rules are the app's own texts.
    expect(rows.find((r) => r.key === 'leave')).toMatchObject({
      id: leaveId,
      name: 'Leave application',
      typeName: 'Leave and return',
      description:
        'Up to 2 days the counsellor approves; 2-7 days also the college; over 7 days also the office',
      status: 'deploy',
      version: 1,
      favorites: 'N',
    });
    expect(rows.find((r) => r.key === 'dorm_change')).toMatchObject({
      typeName: 'Accommodation',
      description: 'The counsellor approves, then the dormitory office assigns the room',
    });
    expect(rows[0]).not.toHaveProperty('descriptions');
    expect(rows[0]).not.toHaveProperty('typeNames');
    expect(typeof rows[0]!.createTime).toBe('number');
  });

  it('says the catalogue in the reader’s language (issue 17 item 8)', async () => {
    const inLanguage = async (lang: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/business/v3/bpm/initiated/query/process/new?lang=${lang}`,
        headers: as.student.who.headers,
        payload: { requestPage: { pageNo: 1, limit: 100 } },
      });
      return (reply.json().data.dataResult as Record<string, string>[]).find((r) => r.key === 'general')!;
    };
    expect(await inLanguage('zh-CN')).toMatchObject({
      typeName: '综合事务',
      description: '一步审批：学生由辅导员审批，教职工由学生工作处审批',
    });
    expect(await inLanguage('ja-JP')).toMatchObject({
      typeName: '総合事務',
      description: '一段階の承認：学生はカウンセラー、教職員は学生課が承認します',
    });
    // A process the school deployed itself says what it was given.
    const own = await t.app.database.db
      .updateTable('bpmDefinition')
      .set({ descriptions: null, description: '学校自己的说明' })
      .where('key', '=', 'general')
      .where('tenantId', '=', as.student.who.tenantId)
      .executeTakeFirst();
    expect(Number(own.numUpdatedRows)).toBeGreaterThan(0);
    expect((await inLanguage('en-US')).description).toBe('学校自己的说明');
  });

  it('filters by name and category and refuses unknown filters', async () => {
    expect(
      (await as.student.rows('/initiated/query/process/new', { 'Q^name_^SL': '请假' })).map((r) => r.key),
    ).toEqual(['leave']);
    expect(
      (await as.student.rows('/initiated/query/process/new', { 'Q^name_^SL': '返校' })).map((r) => r.key),
    ).toEqual(['leave_return']);
    const tree = await t.app.inject({
      method: 'GET',
      url: '/api/cat/type/findTreeData?categoryKey=FLOW_TYPE',
      headers: as.student.who.headers,
    });
    const award = (tree.json().data as { id: string; typeKey: string }[]).find((n) => n.typeKey === 'award')!;
    expect(
      (await as.student.rows('/initiated/query/process/new', { 'Q^TYPE_ID_^S': award.id })).map((r) => r.key),
    ).toEqual(['scholarship']);
    const bad = await as.student.post('/initiated/query/process/new', {
      parameters: [{ key: 'Q^xml^SL', value: 'x' }],
    });
    expect(bad).toMatchObject({ state: 400, message: 'Unsupported filter: Q^xml^SL' });
  });

  it('serves the FLOW_TYPE tree from the platform service, per tenant', async () => {
    const platform = (caller: BpmCaller) =>
      t.app.inject({
        method: 'GET',
        url: '/api/platform/v3/cat/type/findTreeData?categoryKey=FLOW_TYPE',
        headers: caller.who.headers,
      });
    const mine = (await platform(as.student)).json().data as {
      id: string;
      name: string;
      parentId: string;
      typeKey: string;
    }[];
    expect(mine.map((n) => n.name)).toEqual([
      '学生事务',
      '住宿',
      '奖助学金',
      '综合事务',
      '保险管理',
      '校园服务',
      '奖学金',
      '就业服务',
      '请假销假',
      '荣誉称号',
      '收费管理',
      '宿舍管理',
      '思政工作',
      '违纪处分',
      '问卷调查',
      '学生活动',
      '学生信息',
      '信息采集',
      '疫情防控',
      '迎新系统',
      '思政队伍',
      '综合测评',
      '招生服务',
      '心理咨询',
      '学生资助',
    ]);
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/platform/v3/cat/type/findTreeData?categoryKey=FLOW_TYPE&lang=en-US',
      headers: as.student.who.headers,
    });
    expect((english.json().data as { name: string }[]).map((n) => n.name)).toEqual([
      'Student affairs',
      'Accommodation',
      'Scholarships and grants',
      'General affairs',
      'Insurance',
      'Campus services',
      'Scholarships',
      'Employment',
      'Leave and return',
      'Honours',
      'Fees',
      'Dormitory',
      'Moral education',
      'Disciplinary records',
      'Surveys',
      'Student activities',
      'Student information',
      'Information collection',
      'Epidemic control',
      'Onboarding',
      'Political-work team',
      'Comprehensive evaluation',
      'Admissions',
      'Counselling',
      'Financial aid',
    ]);
    const root = mine.find((n) => n.typeKey === 'student_affairs')!;
    expect(root.parentId).toBe('0');
    expect(mine.find((n) => n.typeKey === 'xgxt_lxgl')!.parentId).toBe(root.id);
    const theirs = (await platform(as.hbstudent)).json().data as { id: string }[];
    expect(theirs.some((n) => mine.some((m) => m.id === n.id))).toBe(false);
    const single = await t.app.inject({
      method: 'GET',
      url: '/api/cat/type/findTreeData?categoryKey=FLOW_TYPE',
      headers: as.student.who.headers,
    });
    expect(single.json().data).toHaveLength(mine.length);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/platform/v3/cat/type/findTreeData',
      headers: as.student.who.headers,
    });
    expect(missing.json()).toMatchObject({ state: 400 });
  });

  it('saves and removes favourites by process', async () => {
    expect((await as.student.post('/definition/saveFavorites', {}, { defIds: leaveId })).state).toBe(200);
    expect((await as.student.rows('/initiated/query/favorited')).map((r) => r.key)).toEqual(['leave']);
    expect(
      (await as.student.rows('/initiated/query/process/new', { 'Q^key_^S': 'leave' }))[0]!.favorites,
    ).toBe('Y');
    expect(await as.counsellor.rows('/initiated/query/favorited')).toEqual([]);
    expect((await as.student.post('/definition/removeFavorites', {}, { defIds: leaveId })).state).toBe(200);
    expect(await as.student.rows('/initiated/query/favorited')).toEqual([]);
    expect((await as.student.post('/definition/saveFavorites', {}, { defIds: '123' })).state).toBe(
      ModuleState.PROCESS_NOT_FOUND,
    );
  });

  it('keeps tenants apart', async () => {
    const theirs = await as.hbstudent.rows('/initiated/query/process/new');
    expect(theirs.some((r) => r.id === leaveId)).toBe(false);
    expect((await as.hbstudent.get('/instance/getFormData', { defId: leaveId })).state).toBe(
      ModuleState.PROCESS_NOT_FOUND,
    );
    const start = await as.hbstudent.post('/instance/start', {
      defId: leaveId,
      data: JSON.stringify(LEAVE(1)),
    });
    expect(start.state).toBe(ModuleState.PROCESS_NOT_FOUND);
  });
});

describe('start form and start', () => {
  it('gives the start form with the form definition, permissions and buttons', async () => {
    const body = await as.student.get<FormView>('/instance/getFormData', { defId: leaveId });
    expect(body.state).toBe(200);
    expect(body.data.formModel.type).toBe('INNER');
    expect(body.data.formModel.formData.fields.map((f) => f.key)).toContain('days');
    expect(body.data.formModel.formData).toMatchObject({ name: 'Leave application' });
    expect(body.data.formModel.formData.fields[0]).toMatchObject({
      key: 'leaveType',
      label: 'Type of leave',
    });
    expect(body.data.permissions.fields).toMatchObject({
      period: 'edit',
      days: 'read',
      reason: 'edit',
    });
    // Nothing for approvers to fill in: their one comment is the opinion (issue 17 item 4).
    expect(body.data.formModel.formData.fields.map((f) => f.key)).not.toContain('approverNote');
    expect(body.data.buttons).toEqual([
      { alias: 'start', name: 'Submitted' },
      { alias: 'save', name: 'Save' },
    ]);
    expect(body.data).toMatchObject({
      version: 1,
      attributes: { defId: leaveId, defKey: 'leave', nodeId: 'submit' },
    });
  });

  it('starts from a JSON string or an object, and from the parameters shape', async () => {
    const asString = await as.student.post<{ proInstId: string }>('/instance/start', {
      defId: leaveId,
      version: 1,
      data: JSON.stringify(LEAVE(1)),
    });
    expect(asString.state).toBe(200);
    expect(asString.variables.proInstId).toBe(asString.data.proInstId);
    const asObject = await as.student.post('/instance/start', { defId: leaveId, data: LEAVE(1) });
    expect(asObject.state).toBe(200);
    const asParameters = await as.student.post('/instance/start', {
      parameters: [
        { key: 'defId', value: leaveId },
        { key: 'version', value: '1' },
        { key: 'data', value: JSON.stringify(LEAVE(1)) },
      ],
    });
    expect(asParameters.state).toBe(200);
  });

  it('keeps only fields the starter may edit, and computes the days itself', async () => {
    const id = await startRequest(as.student, 'leave', { ...LEAVE(2), days: '1', extra: 'x' });
    const view = await as.student.get<FormView>('/instance/getFormData', { proInstId: id });
    expect(view.data.formModel.formValue).toMatchObject({ days: 2 });
    expect(view.data.formModel.formValue).not.toHaveProperty('extra');
    // The room is the dormitory office's to assign, never the student's.
    const dorm = await startRequest(as.student, 'dorm_change', { ...DORM_CHANGE(), assignedRoom: '1-101' });
    const dormView = await as.student.get<FormView>('/instance/getFormData', { proInstId: dorm });
    expect(dormView.data.formModel.formValue).not.toHaveProperty('assignedRoom');
  });

  it.each([
    [
      'missing required fields',
      { data: JSON.stringify({ days: 1 }) },
      ModuleState.FORM_DATA_INVALID,
      'Type of leave: Required; Period: Required; Reason: Required; Contact phone: Required',
    ],
    [
      'values of the wrong kind',
      { data: JSON.stringify({ ...LEAVE(1), leaveType: 'holiday', contactPhone: '12345' }) },
      ModuleState.FORM_DATA_INVALID,
      'Type of leave: Please choose a valid option; Contact phone: Please enter a valid mobile number',
    ],
    ['data that is not JSON', { data: '{oops' }, 400, 'data: The form data must be a JSON object'],
    ['data that is a list', { data: '[1,2]' }, 400, 'data: The form data must be a JSON object'],
    [
      'chosen approvers',
      { data: JSON.stringify(LEAVE(1)), nodeUsers: [{ nodeId: 'counsellor', executors: [{ id: '1' }] }] },
      ModuleState.ACTION_NOT_ALLOWED,
      'Approvers of this process follow its rules and cannot be chosen',
    ],
    [
      'an unknown process',
      { defId: '42', data: JSON.stringify(LEAVE(1)) },
      ModuleState.PROCESS_NOT_FOUND,
      'Process definition not found',
    ],
  ])('refuses %s', async (_case, payload, state, message) => {
    const body = await as.student.post('/instance/start', { defId: leaveId, ...payload });
    expect(body).toMatchObject({ state, message });
  });

  it('refuses a request whose first step has no approver (a staff member has no counsellor)', async () => {
    const body = await as.teacher.post('/instance/start', { defId: leaveId, data: JSON.stringify(LEAVE(1)) });
    expect(body).toMatchObject({
      state: ModuleState.NO_ASSIGNEE,
      message: 'No approver found for the step "辅导员审批"',
    });
    expect(await as.teacher.rows('/initiated/query/my/requested')).toEqual([]);
  });
});

describe('drafts', () => {
  it('saves an incomplete draft, lists, reopens, updates and submits it', async () => {
    const saved = await as.student.post<{ proInstId: string }>('/instance/saveDraft', {
      defId: leaveId,
      data: JSON.stringify({ period: PERIOD(3) }),
    });
    expect(saved.state).toBe(200);
    const draftId = saved.data.proInstId;
    const drafts = await as.student.rows('/initiated/query/my/draft');
    expect(drafts.find((d) => d.id === draftId)).toMatchObject({
      procDefId: leaveId,
      procDefName: 'Leave application',
      subject: "李明轩's 3-day leave",
    });
    const reopened = await as.student.get<FormView>('/instance/getFormData', { proInstId: draftId });
    expect(reopened.data).toMatchObject({
      formModel: { formValue: { period: PERIOD(3), days: 3 } },
      attributes: { proInstId: draftId },
    });
    expect(
      (
        await as.student.post('/instance/saveDraft', {
          proInstId: draftId,
          data: JSON.stringify({ period: PERIOD(4) }),
        })
      ).state,
    ).toBe(200);
    const incomplete = await as.student.post('/instance/start', { proInstId: draftId });
    expect(incomplete.state).toBe(ModuleState.FORM_DATA_INVALID);
    const submitted = await as.student.post('/instance/start', {
      proInstId: draftId,
      data: JSON.stringify(LEAVE(4)),
    });
    expect(submitted).toMatchObject({ state: 200, data: { proInstId: draftId, status: 'running' } });
    expect((await as.student.rows('/initiated/query/my/draft')).some((d) => d.id === draftId)).toBe(false);
    expect(await hasPending(as.counsellor, draftId)).toBe(true);
  });

  it("removes only the caller's own drafts, and never reopens someone else's", async () => {
    const mine = (
      await as.student.post<{ proInstId: string }>('/instance/saveDraft', { defId: leaveId, data: '{}' })
    ).data.proInstId;
    // Someone else's draft reads as an unknown request id (issue 10); starting it as an unknown draft.
    expect((await as.counsellor.get('/instance/getFormData', { proInstId: mine })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.counsellor.post('/instance/start', { proInstId: mine, data: LEAVE(1) })).state).toBe(
      ModuleState.DRAFT_NOT_FOUND,
    );
    expect((await as.counsellor.post<number>('/initiated/draft/remove', {}, { ids: mine })).data).toBe(0);
    expect((await as.student.post<number>('/initiated/draft/remove', {}, { ids: mine })).data).toBe(1);
    expect((await as.student.rows('/initiated/query/my/draft')).some((d) => d.id === mine)).toBe(false);
  });
});

describe('my requests', () => {
  it('lists requested and completed requests with their status, current node and whether they can be withdrawn', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(1));
    const row = (await as.student.rows('/initiated/query/my/requested')).find((r) => r.id === id);
    expect(row).toMatchObject({
      subject: "李明轩's 1-day leave",
      procDefName: 'Leave application',
      status: 'running',
      curNode: "Counsellor's approval",
      revocable: 'Y',
    });
    expect((await as.student.rows('/initiated/query/my/completed')).some((r) => r.id === id)).toBe(false);
    const task = await pendingTask(as.counsellor, id);
    await as.counsellor.post('/task/agree', { taskId: task.taskId });
    expect((await as.student.rows('/initiated/query/my/completed')).find((r) => r.id === id)).toMatchObject({
      status: 'end',
      result: 'agree',
    });
    // Another's request is not the counsellor's (their own, such as a collective honour, may be).
    expect((await as.counsellor.rows('/initiated/query/my/requested')).some((r) => r.id === id)).toBe(false);
  });

  it('shows a submitted request read-only to its starter, and refuses strangers', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(1));
    const view = await as.student.get<FormView>('/instance/getFormData', { proInstId: id });
    expect(view.data.permissions.fields.days).toBe('read');
    expect(view.data.buttons.map((b) => b.alias)).toEqual(['urge', 'endProcess', 'revoke']);
    expect(view.data.attributes).toMatchObject({ proInstId: id, status: 'running' });
    // Staff who may read it (the approver) may send colleagues a copy; nothing of the starter's.
    const approverView = await as.counsellor.get<FormView>('/instance/getFormData', { proInstId: id });
    expect(approverView.data.buttons.map((b) => b.alias)).toEqual(['copyTo']);
    expect((await as.teacher.get('/instance/getFormData', { proInstId: id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.hbstudent.get('/instance/getFormData', { proInstId: id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
  });

  it('copies an earlier request into a new start form', async () => {
    const leave = LEAVE(2);
    const id = await startRequest(as.student, 'leave', leave);
    const copy = await as.student.get<FormView>('/instance/getFormData', { proInstId: id, copy: 'true' });
    expect(copy.data.formModel.formValue).toMatchObject({ period: leave.period, reason: '家中有事需要回家' });
    expect(copy.data.formModel.formValue).not.toHaveProperty('days');
    expect(copy.data.attributes).not.toHaveProperty('proInstId');
    expect(copy.data.buttons.map((b) => b.alias)).toEqual(['start', 'save']);
  });
});

describe('withdrawing and ending a request', () => {
  it('lets the starter withdraw until the first approver acts; the request becomes a draft again', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(1));
    expect((await as.counsellor.post('/instance/revoke', { instId: id })).state).toBe(
      ModuleState.ACTION_NOT_ALLOWED,
    );
    expect((await as.teacher.post('/instance/revoke', { instId: id })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    const withdrawn = await as.student.post('/instance/revoke', { instId: id, opinion: '写错了' });
    expect(withdrawn).toMatchObject({ state: 200, data: { status: 'draft' } });
    expect(await hasPending(as.counsellor, id)).toBe(false);
    expect((await as.student.rows('/initiated/query/my/draft')).some((d) => d.id === id)).toBe(true);
    expect((await as.student.post('/instance/start', { proInstId: id, data: LEAVE(5) })).state).toBe(200);
    const task = await pendingTask(as.counsellor, id);
    await as.counsellor.post('/task/agree', { taskId: task.taskId });
    expect((await as.student.post('/instance/revoke', { instId: id })).state).toBe(
      ModuleState.REVOKE_NOT_ALLOWED,
    );
  });

  it('lets the starter end their own running request', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(1));
    expect((await as.counsellor.post('/instance/doEndProcess', {}, { instId: id })).state).toBe(
      ModuleState.ACTION_NOT_ALLOWED,
    );
    const ended = await as.student.post('/instance/doEndProcess', {}, { instId: id, endReason: '不去了' });
    expect(ended).toMatchObject({ state: 200, data: { status: 'manualend' } });
    expect(await hasPending(as.counsellor, id)).toBe(false);
    expect((await as.student.rows('/initiated/query/my/completed')).find((r) => r.id === id)).toMatchObject({
      status: 'manualend',
    });
    expect((await as.student.post('/instance/doEndProcess', {}, { instId: id })).state).toBe(
      ModuleState.ACTION_NOT_ALLOWED,
    );
  });
});
