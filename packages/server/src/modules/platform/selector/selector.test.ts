import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { openTestApp } from '../../../test/signed-in-app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';

const P = '/api/platform/v3';

describe('selector sources', () => {
  let counsellor: SignedIn;
  const t = openTestApp(async (app) => {
    counsellor = await signIn(app, 'counsellor');
  });

  const get = <T>(url: string, who = counsellor) =>
    injectEnvelope<T>(t.app, { method: 'GET', url: `${P}${url}`, headers: who.headers });
  const query = <T>(url: string, payload: unknown, who = counsellor) =>
    injectEnvelope<T>(t.app, {
      method: 'POST',
      url: `${P}${url}`,
      payload: payload as object,
      headers: who.headers,
    });

  it('lists the org tree from the school root', async () => {
    const r = await get<{ name: string; type: string; children: { type: string }[] }[]>('/org/findTreeData');
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]).toMatchObject({ name: '江南理工学院', type: 'school' });
    expect(r.body.data[0]!.children.map((c) => c.type)).toEqual(
      expect.arrayContaining(['office', 'college']),
    );
  });

  it('lists roles and positions with member counts', async () => {
    const roles = await get<{ code: string; memberCount: number }[]>('/role/findTreeData');
    expect(roles.body.data.find((r) => r.code === 'office_staff')!.memberCount).toBe(2);
    const positions = await get<{ code: string }[]>('/position/findTreeData');
    expect(positions.body.data.map((p) => p.code)).toContain('counsellor');
  });

  it('finds staff by role, position and name, never students', async () => {
    const roles = (await get<{ id: string; code: string }[]>('/role/findTreeData')).body.data;
    const office = roles.find((r) => r.code === 'office_staff')!;
    const byRole = await query<{ dataResult: { account: string }[] }>(
      `/employee/query?roleId=${office.id}`,
      {},
    );
    expect(byRole.body.data.dataResult.map((e) => e.account)).toContain('office');
    expect(byRole.body.data.dataResult).toHaveLength(2);

    const byName = await query<{ dataResult: { name: string }[] }>('/employee/query', {
      parameters: [{ key: 'Q^name^SL', value: '王晓' }],
    });
    expect(byName.body.data.dataResult.map((e) => e.name)).toEqual(['王晓婷']);

    const everyone = await query<{ pageResult: { totalCount: number } }>('/employee/query', {
      requestPage: { limit: 500 },
    });
    expect(everyone.body.data.pageResult.totalCount).toBeLessThan(40);
  });

  it('is a staff tool: students are refused', async () => {
    const student = await signIn(t.app, 'student');
    expect((await get('/role/findTreeData', student)).body.state).toBe(6010103);
    expect((await query('/employee/query', {}, student)).body.state).toBe(6010103);
  });
});
