import { HEADER_TENANT_ID } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessages } from '../../../core/messages/post.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import type { SignedIn } from '../../../test/auth.js';
import { accounts, call, listBody, tenantIds, userIdOf, type ListData } from '../test-helpers.js';

interface Row {
  id: string;
  subject: string;
  ownerName: string;
  messageType: string;
  createTime: number;
  isRead: 'Y' | 'N';
  bizType: string | null;
}

describe('inner messages', () => {
  let t: TestApp;
  let as: ReturnType<typeof accounts>;
  let schools: Record<string, string>;
  let clock = Date.now() - 60_000; // one millisecond apart, so "newest first" is well defined

  const post = async (
    tenant: string,
    receivers: string[],
    subject: string,
    messageType: 'normal' | 'system',
  ) =>
    postMessages(t.app.database.db, {
      tenantId: schools[tenant]!,
      subject,
      content: `${subject} 的内容`,
      messageType,
      sender: messageType === 'system' ? null : { id: await userIdOf(t.app, 'counsellor'), name: '王晓婷' },
      receiverIds: await Promise.all(receivers.map((a) => userIdOf(t.app, a))),
      bizType: 'bpm.task',
      bizId: '1',
      now: ++clock,
    });

  beforeAll(async () => {
    t = await createTestApp();
    as = accounts(t.app);
    schools = await tenantIds(t.app);
    await post('jnlg', ['student', 'teacher'], '请假审批提醒', 'normal');
    await post('jnlg', ['student'], '系统维护通知', 'system');
    await post('jnlg', ['student'], '催办：宿舍调换', 'normal');
    await post('hbsf', ['hbstudent', 'admin'], '海滨的消息', 'normal');
  });
  afterAll(async () => t.close());

  const receive = (who: SignedIn, filters: Record<string, string> = {}) =>
    call<ListData<Row>>(t.app, who, 'POST', '/msg/innerMessage/receive', listBody(filters));
  const unreadCount = async (who: SignedIn) =>
    (await call<ListData<Row>>(t.app, who, 'GET', '/msg/innerMessage/msgList?limit=5')).body.data.pageResult
      .totalCount;

  it('lists only the caller’s messages, newest first, with the platform’s row fields', async () => {
    const { body } = await receive(await as('student'));
    expect(body.data.dataResult.map((m) => m.subject)).toEqual([
      '催办：宿舍调换',
      '系统维护通知',
      '请假审批提醒',
    ]);
    expect(body.data.dataResult[0]).toMatchObject({
      ownerName: '王晓婷',
      messageType: 'normal',
      isRead: 'N',
      bizType: 'bpm.task',
    });
    expect(body.data.dataResult[1]!.ownerName).toBe('');
    expect((await receive(await as('teacher'))).body.data.dataResult.map((m) => m.subject)).toEqual([
      '请假审批提醒',
    ]);
  });

  it('filters by subject, type and read state, refusing other filters', async () => {
    const student = await as('student');
    expect((await receive(student, { 'Q^subject^SL': '催办' })).body.data.pageResult.totalCount).toBe(1);
    expect(
      (await receive(student, { 'Q^messageType^S': 'system' })).body.data.dataResult.map((m) => m.subject),
    ).toEqual(['系统维护通知']);
    expect((await receive(student, { 'Q^isRead^S': 'Y' })).body.data.pageResult.totalCount).toBe(0);
    expect((await receive(student, { 'Q^isRead^S': 'maybe' })).body.state).toBe(400);
    expect((await receive(student, { 'Q^receiver_id^S': 'x' })).body.state).toBe(400);
  });

  it('opens only the receiver’s own messages, marking them read', async () => {
    const student = await as('student');
    const [first] = (await receive(student, { 'Q^subject^SL': '系统维护' })).body.data.dataResult;
    expect(
      (await call(t.app, await as('teacher'), 'GET', `/msg/innerMessage/get?innerMessageId=${first!.id}`))
        .body,
    ).toMatchObject({
      state: 6070101,
      message: 'Message not found',
    });
    const before = await unreadCount(student);
    const opened = await call<Row & { content: string }>(
      t.app,
      student,
      'GET',
      `/msg/innerMessage/get?innerMessageId=${first!.id}`,
    );
    expect(opened.body.data).toMatchObject({
      subject: '系统维护通知',
      content: '系统维护通知 的内容',
      isRead: 'Y',
    });
    expect(await unreadCount(student)).toBe(before - 1);
    expect((await receive(student, { 'Q^isRead^S': 'Y' })).body.data.dataResult.map((m) => m.id)).toEqual([
      first!.id,
    ]);
  });

  it('counts unread messages for the badge and marks some or all read', async () => {
    const teacher = await as('teacher');
    expect(await unreadCount(teacher)).toBe(1);
    const [own] = (await receive(teacher)).body.data.dataResult;
    const studentOnly = (await receive(await as('student'), { 'Q^subject^SL': '催办' })).body.data
      .dataResult[0]!;
    // Another person's id among them matches nothing.
    const marked = await call(
      t.app,
      teacher,
      'POST',
      `/msg/innerMessage/markRead?innerMessageIds=${own!.id},${studentOnly.id}`,
    );
    expect(marked.body.data).toEqual({ marked: 1 });
    expect(await unreadCount(teacher)).toBe(0);
    expect(
      (await receive(await as('student'), { 'Q^subject^SL': '催办' })).body.data.dataResult[0]!.isRead,
    ).toBe('N');

    const student = await as('student');
    expect(await unreadCount(student)).toBeGreaterThan(0);
    await call(t.app, student, 'POST', '/msg/innerMessage/markRead?all=true');
    expect(await unreadCount(student)).toBe(0);
    expect((await call(t.app, student, 'POST', '/msg/innerMessage/markRead')).body.state).toBe(400);
  });

  it('removes the caller’s own messages only, all or none', async () => {
    const student = await as('student');
    const rows = (await receive(student)).body.data.dataResult;
    const teacherRow = (await receive(await as('teacher'))).body.data.dataResult[0]!;
    const mixed = await call(
      t.app,
      student,
      'POST',
      `/msg/innerMessage/remove?innerMessageIds=${rows[0]!.id},${teacherRow.id}`,
    );
    expect(mixed.body.state).toBe(6070101);
    expect((await receive(student)).body.data.pageResult.totalCount).toBe(rows.length);
    const removed = await call(
      t.app,
      student,
      'POST',
      `/msg/innerMessage/remove?innerMessageIds=${rows[0]!.id}`,
    );
    expect(removed.body.data).toEqual({ removed: 1 });
    expect((await receive(student)).body.data.pageResult.totalCount).toBe(rows.length - 1);
    expect((await receive(await as('teacher'))).body.data.pageResult.totalCount).toBe(1);
  });

  it('keeps each tenant’s inbox apart', async () => {
    const admin = await as('admin');
    expect((await receive(admin)).body.data.dataResult.map((m) => m.subject)).not.toContain('海滨的消息');
    const inHbsf = await call<ListData<Row>>(
      t.app,
      { ...admin, headers: { ...admin.headers, [HEADER_TENANT_ID]: schools.hbsf! } },
      'POST',
      '/msg/innerMessage/receive',
      listBody(),
    );
    expect(inHbsf.body.data.dataResult.map((m) => m.subject)).toEqual(['海滨的消息']);
  });
});
