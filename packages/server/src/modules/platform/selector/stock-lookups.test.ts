import { SecurityState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { openTestApp } from '../../../test/signed-in-app.js';

const P = '/api/platform/v3';

/**
 * The stock front end's org, position, role and employee look-ups (issue 32): adapters over the
 * selector's queries, for staff only, as the selector is.
 */
describe('stock selector look-ups', () => {
  let counsellor: SignedIn;
  let student: SignedIn;
  const t = openTestApp(async (app) => {
    counsellor = await signIn(app, 'counsellor');
    student = await signIn(app, 'student');
  });
  const call = <T>(method: 'GET' | 'POST', url: string, payload?: unknown, who = counsellor) =>
    injectEnvelope<T>(t.app, {
      method,
      url: `${P}${url}`,
      headers: { 'accept-language': 'en-US', ...who.headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('answers POST org/findTreeData with a parameters body as a flat tree', async () => {
    type Flat = { id: string; parentId: string; name: string; type: string; sn: number };
    const tree = await call<Flat[]>('GET', '/org/findTreeData');
    const flat = await call<Flat[]>('POST', '/org/findTreeData', {
      parameters: [{ key: 'type', value: 'org' }],
    });
    expect(flat.body.state).toBe(200);
    const roots = flat.body.data.filter((o) => o.parentId === '0');
    expect(roots.map((o) => o.name)).toEqual(['江南理工学院']);
    // Every org of the nested tree, each under its parent.
    const count = (nodes: { children: unknown[] }[]): number =>
      nodes.reduce((n, node) => n + 1 + count(node.children as { children: unknown[] }[]), 0);
    expect(flat.body.data).toHaveLength(count(tree.body.data as unknown as { children: unknown[] }[]));
    const ids = new Set(flat.body.data.map((o) => o.id));
    expect(flat.body.data.every((o) => o.parentId === '0' || ids.has(o.parentId))).toBe(true);
    // No body at all, as the parameter-less call sends it.
    const bare = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${P}/org/findTreeData`,
      headers: { ...counsellor.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(bare.body.data).toEqual(flat.body.data);
  });

  it('answers position/findAll and role/queryWithSys as the selector lists them', async () => {
    const positions = await call<{ code: string }[]>('GET', '/position/findAll');
    const tree = await call<{ code: string }[]>('GET', '/position/findTreeData');
    expect(positions.body.data).toEqual(tree.body.data);

    type Page = {
      dataResult: { code: string; name: string; memberCount: number }[];
      pageResult: { totalCount: number };
    };
    const roles = await call<Page>('POST', '/role/queryWithSys', {});
    const roleTree = await call<{ code: string; memberCount: number }[]>('GET', '/role/findTreeData');
    expect(roles.body.data.dataResult).toEqual(roleTree.body.data);
    expect(roles.body.data.pageResult.totalCount).toBe(roleTree.body.data.length);
    const office = roleTree.body.data.find((r) => r.code === 'office_staff')!;
    const byName = await call<Page>('POST', '/role/queryWithSys', {
      parameters: [{ key: 'Q^ROLE_ALIAS_^SL', value: 'office_st' }],
    });
    expect(byName.body.data.dataResult).toEqual([office]);
    const bad = await call('POST', '/role/queryWithSys', {
      parameters: [{ key: 'Q^password^S', value: 'x' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Q^password^S');
  });

  it('filters the employee list by the stock Q^NAME_^SL', async () => {
    const byName = await call<{ dataResult: { name: string }[] }>('POST', '/employee/query', {
      parameters: [{ key: 'Q^NAME_^SL', value: '王晓' }],
    });
    expect(byName.body.data.dataResult.map((e) => e.name)).toEqual(['王晓婷']);
  });

  it('keeps them staff tools', async () => {
    for (const [method, url] of [
      ['POST', '/org/findTreeData'],
      ['GET', '/position/findAll'],
      ['POST', '/role/queryWithSys'],
    ] as const) {
      const r = await call(method, url, method === 'POST' ? {} : undefined, student);
      expect({ url, state: r.body.state }).toEqual({ url, state: SecurityState.UNAUTHORIZED });
    }
  });
});
