import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/signed-in-app.js';
import type { SignedIn } from '../../../test/auth.js';
import { accounts, call, listBody, PDF, PNG, upload, type ListData } from '../test-helpers.js';

interface NewsRow {
  id: string;
  title: string;
  publicItem: string;
  status: string;
  publicDate: number | null;
  isRead: string;
  readCount: number;
}
interface NewsDetail extends NewsRow {
  content: string;
  userName: string;
  depName: string;
  loseDate: number | null;
  fileAttach: { id: string; name: string; size: number; type: string }[];
  picture: string | null;
}

const DAY = 24 * 3600 * 1000;

describe('announcements', () => {
  let as: ReturnType<typeof accounts>;
  const t = openTestApp(async (app) => {
    as = accounts(app);
  });

  const query = async (who: SignedIn, view?: string, filters: Record<string, string> = {}) =>
    call<ListData<NewsRow>>(
      t.app,
      who,
      'POST',
      '/system/news/query',
      listBody(view ? { 'Q^status^S': view, ...filters } : filters),
    );
  const save = async (who: SignedIn, input: Record<string, unknown>) =>
    call<NewsDetail>(t.app, who, 'POST', '/system/news/save', { content: '<p>正文</p>', ...input });
  const get = async (who: SignedIn, id: string) =>
    call<NewsDetail>(t.app, who, 'GET', `/system/news/get?newsId=${id}`);
  const inbox = async (who: SignedIn) =>
    (
      await call<ListData<{ bizType: string; bizId: string; messageType: string; ownerName: string }>>(
        t.app,
        who,
        'POST',
        '/msg/innerMessage/receive',
        listBody({ 'Q^bizType^S': 'news' }),
      )
    ).body.data.dataResult;

  it('lets only the office, college staff and admins publish', async () => {
    for (const account of ['student', 'counsellor', 'teacher', 'dorm']) {
      const { body } = await save(await as(account), { title: `${account} 的公告`, status: 'publish' });
      expect(body, account).toMatchObject({ state: 6030102, message: 'You may not publish announcements' });
    }
    for (const account of ['office', 'college', 'admin']) {
      const { body } = await save(await as(account), { title: `${account} 的草稿` });
      expect(body.state, account).toBe(200);
      expect(body.data).toMatchObject({ status: 'drafts', publicDate: null });
    }
    expect((await query(await as('student'))).body.variables).toEqual({ mayPublish: false });
    expect((await query(await as('office'))).body.variables).toEqual({ mayPublish: true });
  });

  it('shows students the published, unexpired ones with the important ones pinned', async () => {
    const office = await as('office');
    const fresh = await save(office, { title: '最新通知', status: 'publish' });
    expect(fresh.body.data).toMatchObject({ status: 'publish', userName: '刘芳', depName: '学生工作处' });
    const rows = (await query(await as('student'))).body.data.dataResult;
    const titles = rows.map((r) => r.title);
    expect(titles).toContain('最新通知');
    expect(titles).not.toContain('期中考试安排'); // expired
    expect(titles).not.toContain('寒假离校登记提醒'); // a draft
    const important = rows.filter((r) => r.publicItem === 'important').length;
    expect(important).toBeGreaterThan(0);
    expect(rows.slice(0, important).every((r) => r.publicItem === 'important')).toBe(true);
    const notices = rows.slice(important).map((r) => r.publicDate!);
    expect(notices).toEqual([...notices].sort((a, b) => b - a));
    expect(rows.every((r) => r.status === 'publish')).toBe(true);
  });

  it('filters by title and type, and refuses unknown filters and views', async () => {
    const student = await as('student');
    const byTitle = (await query(student, undefined, { 'Q^title^SL': '奖学金' })).body.data.dataResult;
    expect(byTitle.map((r) => r.title)).toEqual(['2025-2026 学年国家奖学金评审工作启动']);
    const important = (await query(student, 'publish', { 'Q^publicItem^S': 'important' })).body.data
      .dataResult;
    expect(important.every((r) => r.publicItem === 'important')).toBe(true);
    expect((await query(student, undefined, { 'Q^content^SL': 'x' })).body.state).toBe(400);
    expect((await query(student, 'archived')).body.state).toBe(400);
  });

  it('keeps drafts to their author', async () => {
    const office = await as('office');
    const draft = (await save(office, { title: '只给自己看的草稿' })).body.data;
    const mine = (await query(office, 'drafts')).body.data.dataResult.map((r) => r.title);
    expect(mine).toContain('只给自己看的草稿');
    expect(mine).toContain('寒假离校登记提醒');
    const college = await as('college');
    expect((await query(college, 'drafts')).body.data.dataResult.map((r) => r.title)).not.toContain(
      '只给自己看的草稿',
    );
    expect((await get(college, draft.id)).body.state).toBe(6030101);
    expect((await get(await as('admin'), draft.id)).body.state).toBe(6030101);
    expect((await get(await as('student'), draft.id)).body.state).toBe(6030101);
    expect((await query(await as('student'), 'drafts')).body.state).toBe(6030102);
    expect((await save(college, { id: draft.id, title: '改别人的草稿' })).body.state).toBe(6030101);
  });

  it('expires by loseDate: gone for students, listed as expired for publishers', async () => {
    const office = await as('office');
    const expired = (await query(office, 'expired')).body.data.dataResult;
    expect(expired.map((r) => r.title)).toEqual(['期中考试安排']);
    expect(expired[0]!.status).toBe('expired');
    expect((await get(office, expired[0]!.id)).body.data.status).toBe('expired');
    const student = await as('student');
    expect((await get(student, expired[0]!.id)).body).toMatchObject({ state: 6030103 });
    expect((await query(student, 'expired')).body.state).toBe(6030102);

    const late = await save(office, { title: '过期发布', status: 'publish', loseDate: Date.now() - 1000 });
    expect(late.body.state).toBe(6030103);
    const soon = await save(office, {
      title: '下周失效',
      status: 'publish',
      loseDate: String(Date.now() + 7 * DAY),
    });
    expect(soon.body.data.status).toBe('publish');
  });

  it('sanitises the rich text on save', async () => {
    const content =
      '<p onclick="steal()">通知<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">坏链接</a><a href="https://www.example.edu.cn/x" target="_blank">好链接</a>' +
      '<img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const { body } = await save(await as('office'), { title: '富文本', content });
    expect(body.data.content).toBe(
      '<p>通知</p><a rel="noopener noreferrer">坏链接</a>' +
        '<a rel="noopener noreferrer" href="https://www.example.edu.cn/x">好链接</a><img>',
    );
  });

  it('publishing posts one bulletin to every member but the author, in the same save', async () => {
    const office = await as('office');
    const before = (await inbox(await as('student'))).length;
    const { body } = await save(office, { title: '全校公告', status: 'publish', publicItem: 'important' });
    const news = body.data;
    const studentBulletins = await inbox(await as('student'));
    expect(studentBulletins).toHaveLength(before + 1);
    expect(studentBulletins[0]).toMatchObject({
      bizType: 'news',
      bizId: news.id,
      messageType: 'bulletin',
      ownerName: '刘芳',
    });
    expect((await inbox(office)).some((m) => m.bizId === news.id)).toBe(false);
    const { count } = await t.app.database.db
      .selectFrom('innerMessage')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('bizId', '=', news.id)
      .executeTakeFirstOrThrow();
    const { members } = await t.app.database.db
      .selectFrom('tenantMember')
      .select((eb) => eb.fn.countAll<number>().as('members'))
      .where('tenantId', '=', office.tenantId)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(Number(members) - 1);

    // Saving it again (an edit) does not announce it twice.
    await save(office, { id: news.id, title: '全校公告（更正）', status: 'publish' });
    expect((await inbox(await as('student'))).filter((m) => m.bizId === news.id)).toHaveLength(1);
  });

  it('keeps staff-only announcements and their bulletins away from students', async () => {
    const { body } = await save(await as('office'), {
      title: '教职工会议',
      status: 'publish',
      isPublic: 'N',
    });
    const student = await as('student');
    expect((await query(student)).body.data.dataResult.map((r) => r.title)).not.toContain('教职工会议');
    expect((await get(student, body.data.id)).body.state).toBe(6030101);
    expect((await inbox(student)).some((m) => m.bizId === body.data.id)).toBe(false);
    expect((await inbox(await as('counsellor'))).some((m) => m.bizId === body.data.id)).toBe(true);
  });

  it('counts each reader once', async () => {
    const { body } = await save(await as('office'), { title: '阅读统计', status: 'publish' });
    const student = await as('student');
    expect((await get(student, body.data.id)).body.data.readCount).toBe(1);
    expect((await get(student, body.data.id)).body.data.readCount).toBe(1);
    expect((await get(await as('counsellor'), body.data.id)).body.data.readCount).toBe(2);
    const row = (await query(student, undefined, { 'Q^title^SL': '阅读统计' })).body.data.dataResult[0]!;
    expect(row).toMatchObject({ isRead: 'Y', readCount: 2 });
    const unread = (await query(await as('teacher'), undefined, { 'Q^title^SL': '阅读统计' })).body.data
      .dataResult[0]!;
    expect(unread.isRead).toBe('N');
  });

  it('attaches files of the tenant by id, with their stored names', async () => {
    const office = await as('office');
    const pdf = (await upload(t.app, office, { name: '细则.pdf', type: 'application/pdf', content: PDF }))
      .body.data;
    const png = (await upload(t.app, office, { name: '封面.png', type: 'image/png', content: PNG })).body
      .data;
    const { body } = await save(office, {
      title: '带附件',
      fileAttach: [{ id: pdf.id, name: 'renamed.exe', size: 1, type: 'x' }],
      picture: png.id,
    });
    // The stored reference: the upload's reply without its stock-client alias `fileName`.
    expect(body.data.fileAttach).toEqual([{ id: pdf.id, name: pdf.name, size: pdf.size, type: pdf.type }]);
    expect(body.data.picture).toBe(png.id);
    expect(
      (await save(office, { title: '坏附件', fileAttach: [{ id: 'AAAAAAAAAAAAAAAAAAAAAA' }] })).body.state,
    ).toBe(6070201);
    expect((await save(office, { title: '坏封面', picture: pdf.id })).body.state).toBe(6070203);
    const elsewhere = (
      await upload(t.app, await as('hboffice'), { name: 'x.pdf', type: 'application/pdf', content: PDF })
    ).body.data;
    expect((await save(office, { title: '别校附件', fileAttach: [{ id: elsewhere.id }] })).body.state).toBe(
      6070201,
    );
  });

  it('lets authors edit their own; admins edit published ones; others may not', async () => {
    const { body } = await save(await as('office'), { title: '原标题', status: 'publish' });
    expect((await save(await as('college'), { id: body.data.id, title: '改标题' })).body.state).toBe(6030102);
    const admin = await save(await as('admin'), {
      id: body.data.id,
      title: '管理员改标题',
      status: 'publish',
    });
    expect(admin.body.data).toMatchObject({ title: '管理员改标题', userName: '刘芳' });
    expect((await save(await as('office'), { id: '123', title: '不存在' })).body.state).toBe(6030101);
  });

  it('removes all the given ones or none, with their bulletins', async () => {
    const office = await as('office');
    const a = (await save(office, { title: '待删除一', status: 'publish' })).body.data;
    const b = (await save(office, { title: '待删除二' })).body.data;
    const student = await as('student');
    expect((await call(t.app, student, 'POST', `/system/news/remove?newsIds=${a.id}`)).body.state).toBe(
      6030102,
    );
    const mixed = await call(t.app, office, 'POST', `/system/news/remove?newsIds=${a.id},999`);
    expect(mixed.body.state).toBe(6030101);
    expect((await get(student, a.id)).body.state).toBe(200);

    const removed = await call(t.app, office, 'POST', `/system/news/remove?newsIds=${a.id},${b.id}`);
    expect(removed.body).toMatchObject({ state: 200, data: { removed: 2 } });
    expect((await get(student, a.id)).body.state).toBe(6030101);
    expect((await inbox(student)).some((m) => m.bizId === a.id)).toBe(false);
  });

  it('never crosses tenants', async () => {
    const jnlg = (await query(await as('student'))).body.data.dataResult[0]!;
    expect((await get(await as('hbstudent'), jnlg.id)).body.state).toBe(6030101);
    const hbTitles = (await query(await as('hbstudent'))).body.data.dataResult.map((r) => r.title);
    expect(hbTitles).not.toContain('最新通知');
    expect(
      (await call(t.app, await as('hboffice'), 'POST', `/system/news/remove?newsIds=${jnlg.id}`)).body.state,
    ).toBe(6030101);
  });

  it('validates the input', async () => {
    const office = await as('office');
    expect((await save(office, { title: '' })).body.state).toBe(400);
    expect((await save(office, { title: 'x', status: 'expired' })).body.state).toBe(400);
    expect((await save(office, { title: 'x', publicItem: 'urgent' })).body.state).toBe(400);
    expect((await get(office, 'abc')).body.state).toBe(400);
  });
});
