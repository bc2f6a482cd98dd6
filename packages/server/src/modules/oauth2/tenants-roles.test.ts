import { HEADER_TENANT_ID } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn } from '../../test/auth.js';
import { post } from './test-helpers.js';

interface Context {
  user: { account: string; isSuper: string };
  employee: { name: string; number: string };
  org: { name: string; path: { type: string }[] };
  role: { id: string; code: string; name: string; names: Record<string, string> }[];
  tenantId: string;
  tenants: { id: string; code: string }[];
  mainTenant: { code: string };
  isTenantAdmin: boolean;
  currentRoleId: string;
}

describe('user context, tenants and roles', () => {
  let t: TestApp;
  let schools: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.app.database.db.selectFrom('tenant').select(['id', 'code']).execute();
    schools = Object.fromEntries(rows.map((r) => [r.code, r.id]));
  });
  afterAll(async () => t.close());

  it('describes the student: class path, role, single tenant', async () => {
    const s = await signIn(t.app, 'student');
    const r = await post<Context>(
      t.app,
      '/user/context',
      { access_token: s.accessToken, uid: s.userId, lang: 'zh_CN' },
      s.headers,
    );
    expect(r.body.state).toBe(200);
    const c = r.body.data;
    expect(c.user).toMatchObject({ account: 'student', isSuper: 'N' });
    expect(c.employee).toMatchObject({ name: '李明轩', number: '202411101' });
    expect(c.org.name).toBe('软件工程2024级1班');
    expect(c.org.path.map((o) => o.type)).toEqual(['school', 'college', 'major', 'class']);
    expect(c.role.map((r) => r.code)).toEqual(['student']);
    // The app's own role in the reader's language, with every language for a later switch.
    expect(c.role[0]).toMatchObject({ name: 'Student', names: { 'zh-CN': '学生', 'ja-JP': '学生' } });
    expect(c.tenants.map((x) => x.code)).toEqual(['jnlg']);
    expect(c.isTenantAdmin).toBe(false);
    expect(c.currentRoleId).toBe('ALL');
  });

  it('describes the admin in both schools', async () => {
    const s = await signIn(t.app, 'admin');
    const c = (await post<Context>(t.app, '/user/context?username=admin', undefined, s.headers)).body.data;
    expect(c.user.isSuper).toBe('Y');
    expect(c.isTenantAdmin).toBe(true);
    expect(c.tenants.map((x) => x.code)).toEqual(['jnlg', 'hbsf']);
    expect(c.mainTenant.code).toBe('jnlg');
  });

  it('refuses another person’s profile to a student, allows it to the admin within the tenant', async () => {
    const student = await signIn(t.app, 'student');
    expect(
      (await post(t.app, '/user/context?username=counsellor', undefined, student.headers)).body.state,
    ).toBe(6010103);
    const admin = await signIn(t.app, 'admin');
    const c = await post<Context>(t.app, '/user/context?username=counsellor', undefined, admin.headers);
    expect(c.body.data.employee.name).toBe('王晓婷');
    // hbstudent belongs to the other school: not visible from jnlg.
    expect((await post(t.app, '/user/context?username=hbstudent', undefined, admin.headers)).body.state).toBe(
      6040101,
    );
  });

  it('acts in another of the user’s tenants through the tenant header', async () => {
    const admin = await signIn(t.app, 'admin');
    const r = await post<Context>(t.app, '/user/context', undefined, {
      ...admin.headers,
      [HEADER_TENANT_ID]: schools.hbsf!,
    });
    expect(r.body.data.tenantId).toBe(schools.hbsf);
  });

  it('refuses a tenant header outside the user’s tenants', async () => {
    const student = await signIn(t.app, 'student');
    const r = await post(t.app, '/user/context', undefined, {
      ...student.headers,
      [HEADER_TENANT_ID]: schools.hbsf!,
    });
    expect(r.body).toMatchObject({ state: 6010103 });
    expect(r.body.message).toContain(schools.hbsf);
    const made_up = await post(t.app, '/user/context', undefined, {
      ...student.headers,
      [HEADER_TENANT_ID]: '42',
    });
    expect(made_up.body.state).toBe(6010103);
  });

  it('switches tenant among the user’s own only', async () => {
    const admin = await signIn(t.app, 'admin', { tenantId: schools.jnlg });
    const { [HEADER_TENANT_ID]: _, ...tokenOnly } = admin.headers;
    expect(
      (await post(t.app, `/user/tenant/switch?tenantId=${schools.hbsf}`, undefined, tokenOnly)).body.state,
    ).toBe(200);
    expect((await post<Context>(t.app, '/user/context', undefined, tokenOnly)).body.data.tenantId).toBe(
      schools.hbsf,
    );

    const student = await signIn(t.app, 'student');
    const r = await post(t.app, `/user/tenant/switch?tenantId=${schools.hbsf}`, undefined, student.headers);
    expect(r.body.state).toBe(6040702);
  });

  it('switches role to ALL or to one of the user’s roles', async () => {
    const s = await signIn(t.app, 'counsellor');
    const ctx = (await post<Context>(t.app, '/user/context', undefined, s.headers)).body.data;
    const roleId = ctx.role[0]!.id;
    expect((await post(t.app, `/user/role/switch?roleId=${roleId}`, undefined, s.headers)).body.state).toBe(
      200,
    );
    expect((await post<Context>(t.app, '/user/context', undefined, s.headers)).body.data.currentRoleId).toBe(
      roleId,
    );
    expect((await post(t.app, '/user/role/switch?roleId=ALL', undefined, s.headers)).body.state).toBe(200);
    const other = await signIn(t.app, 'student');
    const studentRole = (await post<Context>(t.app, '/user/context', undefined, other.headers)).body.data
      .role[0]!.id;
    expect(
      (await post(t.app, `/user/role/switch?roleId=${studentRole}`, undefined, s.headers)).body.state,
    ).toBe(6040201);
  });
});
