import { describe, expect, it } from 'vitest';
import { groupAccess, moduleAccess } from './access.js';
import { groupEndpoints } from './group.js';
import { moduleEndpoints } from './module.js';
import { requestDetailEndpoint, reviewEndpoint } from './request-endpoints.js';

describe('the request endpoints a group and its modules share', () => {
  it('hang under the given base, the review list for its reviewers, the detail for anyone signed in', () => {
    const base = { service: 'lxgl', base: '/affairs/leave' } as const;
    expect(reviewEndpoint(base, moduleAccess.reviewer)).toMatchObject({
      service: 'lxgl',
      method: 'POST',
      path: '/affairs/leave/review',
      access: { relation: 'moduleReviewer' },
    });
    expect(requestDetailEndpoint(base)).toMatchObject({
      service: 'lxgl',
      method: 'GET',
      path: '/affairs/leave/detail',
      access: 'signedIn',
    });
  });

  it('are what a group and a module declare, each with its own reviewers', () => {
    const group = groupEndpoints({ key: 'lxgl', service: 'lxgl' });
    const module = moduleEndpoints({ key: 'leave', service: 'lxgl' });
    expect(group.review).toMatchObject({ path: '/affairs/lxgl/review', access: groupAccess.reviewer });
    expect(group.detail).toMatchObject({ path: '/affairs/lxgl/detail', access: 'signedIn' });
    expect(module.review).toMatchObject({ path: '/affairs/leave/review', access: moduleAccess.reviewer });
    expect(module.detail.reply).toBe(group.detail.reply);
  });
});
