import type { Language } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn } from '../../test/auth.js';
import { BPM, bpmCaller, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../test/bpm.js';

/** The platform's service prefix (the inbox). */
const PLATFORM = '/api/platform/v3';

/**
 * Issue 16: one request, read by people of different languages, reads in each one's language:
 * its subject in the lists and the view, the steps of its timeline and diagram, and the inner
 * messages about it. The student reads in zh-CN, the approvers in en-US (and the starter switches
 * to en-US and ja-JP for the same message).
 */

let t: TestApp;
let student: Record<Language, BpmCaller>;
let counsellor: BpmCaller;
let college: Record<'en-US' | 'zh-CN', BpmCaller>;
let inbox: (who: 'student' | 'college', lang: Language) => Promise<{ subject: string; content: string }[]>;
let id: string;

const LANGS: Language[] = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'];

beforeAll(async () => {
  t = await createTestApp();
  const [s, c, g] = await Promise.all(['student', 'counsellor', 'college'].map((a) => signIn(t.app, a)));
  student = Object.fromEntries(LANGS.map((lang) => [lang, bpmCaller(t.app, s!, BPM, lang)])) as Record<
    Language,
    BpmCaller
  >;
  counsellor = bpmCaller(t.app, c!, BPM, 'en-US');
  college = { 'en-US': bpmCaller(t.app, g!, BPM, 'en-US'), 'zh-CN': bpmCaller(t.app, g!, BPM, 'zh-CN') };
  inbox = async (who, lang) => {
    const caller = bpmCaller(t.app, who === 'student' ? s! : g!, PLATFORM, lang);
    const rows = await caller.rows<{ id: string }>('/msg/innerMessage/receive');
    return Promise.all(
      rows
        .filter((r) => (r as { bizId?: string }).bizId !== undefined)
        .map(
          async (r) =>
            (
              await caller.get<{ subject: string; content: string }>('/msg/innerMessage/get', {
                innerMessageId: r.id,
              })
            ).data,
        ),
    );
  };
  id = await startRequest(student['zh-CN'], 'leave', LEAVE(5));
});
afterAll(async () => t.close());

describe('one request in its readers’ languages', () => {
  it('names the subject, the process and the step in each reader’s language in the lists', async () => {
    const task = await pendingTask(counsellor, id);
    expect(task).toMatchObject({
      subject: "李明轩's 5-day leave",
      procDefName: 'Leave application',
      name: "Counsellor's approval",
    });
    const mine = (await student['zh-CN'].rows('/initiated/query/my/requested')).find((r) => r.id === id);
    expect(mine).toMatchObject({
      subject: '李明轩的请假申请（5天）',
      procDefName: '请假申请',
      curNode: '辅导员审批',
    });
    const tw = (await student['zh-TW'].rows('/initiated/query/my/requested')).find((r) => r.id === id);
    expect(tw).toMatchObject({ subject: '李明轩的請假申請（5天）', curNode: '輔導員審批' });
    const ja = (await student['ja-JP'].rows('/initiated/query/my/requested')).find((r) => r.id === id);
    expect(ja).toMatchObject({ subject: '李明轩さんの休暇申請（5日）', procDefName: '休暇申請' });
  });

  it('gives the request’s view, timeline and diagram in each reader’s language', async () => {
    const { taskId } = await pendingTask(counsellor, id);
    expect((await counsellor.post('/task/agree', { taskId, opinion: 'ok' })).state).toBe(200);

    const view = async (caller: BpmCaller) =>
      (await caller.get<{ attributes: { subject: string } }>('/instance/getFormData', { proInstId: id })).data
        .attributes.subject;
    expect(await view(student['zh-CN'])).toBe('李明轩的请假申请（5天）');
    expect(await view(counsellor)).toBe("李明轩's 5-day leave");

    const timeline = async (caller: BpmCaller) =>
      (
        await caller.post<{ taskName: string; statusName: string }[]>('/instance/flowHistory', { instId: id })
      ).data.map((h) => [h.taskName, h.statusName]);
    expect(await timeline(student['zh-CN'])).toEqual([
      ['提交申请', expect.any(String)],
      ['辅导员审批', '同意'],
      ['学院审批', '待审批'],
    ]);
    expect(await timeline(counsellor)).toEqual([
      ['Submit', 'Submitted'],
      ["Counsellor's approval", 'Agree'],
      ['College approval', 'Pending'],
    ]);

    const diagram = async (caller: BpmCaller) =>
      (await caller.get<{ xml: string; steps: { name: string }[] }>('/instance/flowImageXml', { instId: id }))
        .data;
    const zh = await diagram(student['zh-CN']);
    const en = await diagram(counsellor);
    expect(zh.xml).toContain('name="学院审批"');
    expect(en.xml).toContain('name="College approval"');
    expect(en.xml).toContain('name="Leave application"');
    expect(en.xml).not.toContain('name="学院审批"');
    expect(en.steps.map((s) => s.name)).toContain('College approval');
    expect(zh.steps.map((s) => s.name)).toContain('学院审批');
  });

  it('writes the messages about it in every language, each receiver reading their own', async () => {
    expect((await student['zh-CN'].post('/task/urge', { instId: id, message: '麻烦尽快' })).state).toBe(200);
    const [urgedEn] = await inbox('college', 'en-US');
    expect(urgedEn).toMatchObject({ subject: "Reminder: 李明轩's 5-day leave" });
    expect(urgedEn!.content).toContain('(College approval)');
    const [urgedZh] = await inbox('college', 'zh-CN');
    expect(urgedZh).toMatchObject({ subject: '催办：李明轩的请假申请（5天）' });
    expect(urgedZh!.content).toContain('（学院审批）');

    const { taskId } = await pendingTask(college['en-US'], id);
    expect((await college['zh-CN'].post('/task/agree', { taskId })).state).toBe(200);
    const result = async (lang: Language) =>
      (await inbox('student', lang)).find((m) => m.subject.includes('5'))!;
    expect(await result('zh-CN')).toEqual({
      ...(await result('zh-CN')),
      subject: '审批结果：李明轩的请假申请（5天）',
      content: '您的申请“李明轩的请假申请（5天）”已审批通过。',
    });
    expect(await result('en-US')).toMatchObject({
      subject: "Decision: 李明轩's 5-day leave",
      content: 'Your request "李明轩\'s 5-day leave" has been approved.',
    });
    expect((await result('ja-JP')).subject).toBe('審査結果：李明轩さんの休暇申請（5日）');
  });

  it('reads a request stored before (no texts by language) as stored, in every language', async () => {
    await t.database.db.updateTable('bpmInstance').set({ subjects: null }).where('id', '=', id).execute();
    const row = (await student['en-US'].rows('/initiated/query/my/requested')).find((r) => r.id === id);
    expect(row).toMatchObject({ subject: '李明轩的请假申请（5天）', procDefName: 'Leave application' });
  });
});
