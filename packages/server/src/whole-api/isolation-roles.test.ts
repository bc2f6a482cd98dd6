import { isWhitelisted, SecurityState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { BPM, call, LXGL, PLATFORM } from '../test/isolation/fixture.js';
import { isolationMatrix, post, row, type Cell } from '../test/isolation/matrix.js';
import { listApiRoutes, singleModeUrl } from '../test/routes.js';

/**
 * Roles and tenant headers: routes a role has no business on are refused whatever is asked, and a
 * tenant header naming a school the user does not belong to is refused on every protected route
 * of the app (found from the app itself, so a new route is covered without being listed here).
 */

const ROLES: Cell[] = [
  ...row(
    'POST bpm definition/deploy',
    post(
      () => `${BPM}/definition/deploy`,
      () => ({ xml: '<definitions/>' }),
    ),
    () => [],
    { refused: ['student', 'counsellor', 'office'] },
  ),
  ...row(
    'POST news save',
    post(
      () => `${PLATFORM}/system/news/save`,
      () => ({
        title: 't',
        content: '<p>c</p>',
        publicItem: 'notices',
        status: 'drafts',
      }),
    ),
    () => [],
    { refused: ['student', 'counsellor'] },
  ),
  ...row(
    'POST leave apply',
    post(
      () => `${LXGL}/affairs/leave/apply`,
      () => ({ data: { reason: 'x' } }),
    ),
    () => [],
    { refused: ['counsellor', 'office'] },
  ),
  ...row(
    'POST leave destination/sign',
    post(
      () => `${LXGL}/leave/destination/sign`,
      (m) => ({
        batchId: m.batchA,
        destinationType: 'home',
        address: '某地',
        contactPhone: '13900000003',
        leaveDate: '2030-01-01',
        returnDate: '2030-01-02',
      }),
    ),
    () => [],
    { refused: ['counsellor'] },
  ),
];

const current = isolationMatrix({ 'wrong roles': ROLES });

/** Routes that need a token: not public, not the API documents, not on the sign-in whitelist. */
const protectedRoutes = (await listApiRoutes()).filter(
  (route) =>
    !route.public &&
    !route.url.startsWith('/api/docs') &&
    !isWhitelisted(singleModeUrl(route.url).replace(/^\/api/, '')),
);

describe('a tenant header the user does not belong to', () => {
  // The auth hook refuses before anything is read, whatever the body.
  it.each(protectedRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses the student acting in school B',
    async (_name, route) => {
      const { t, fixture } = current();
      const reply = await call(t.app, fixture.as.studentInB, route.method as 'GET' | 'POST', route.url, {});
      expect(reply.state, reply.text.slice(0, 200)).toBe(SecurityState.UNAUTHORIZED);
      expect(reply.text).toContain(`you do not belong to tenant ${fixture.markers.schoolB}`);
    },
  );
});
