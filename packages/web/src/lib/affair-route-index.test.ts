import { routeGroups } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { AFFAIR_GROUPS } from './affair-groups';
import { AFFAIR_ROUTE_INDEX, applyPathOf, loadAffairGroup } from './affair-route-index';

describe('the build-time route index', () => {
  it('holds every group of the contract’s folders with the route groups of its descriptor', () => {
    expect(AFFAIR_ROUTE_INDEX.map((entry) => entry.key)).toEqual(AFFAIR_GROUPS.map((group) => group.key));
    for (const group of AFFAIR_GROUPS) {
      const entry = AFFAIR_ROUTE_INDEX.find((e) => e.key === group.key)!;
      expect(entry.title).toEqual(group.title);
      expect(entry.routes).toEqual(routeGroups(group));
      expect(entry.modules.map((m) => m.processKey)).toEqual(group.modules.map((m) => m.processKey));
    }
  });

  it('loads one group’s whole descriptor on demand, and refuses a group that does not exist', async () => {
    const zzgl = await loadAffairGroup('zzgl');
    expect(zzgl).toEqual(AFFAIR_GROUPS.find((group) => group.key === 'zzgl'));
    await expect(loadAffairGroup('nope')).rejects.toThrow(/nope/);
  });

  it('finds where a process is applied for', () => {
    const leave = AFFAIR_GROUPS.find((g) => g.key === 'lxgl')!.modules.find((m) => m.key === 'leave')!;
    expect(applyPathOf(leave.processKey)).toMatch(/^\/xgxt\/leave\//);
    expect(applyPathOf('no-such-process')).toBeUndefined();
  });
});
