import { expect, test } from '@playwright/test';
import { startCxappServer } from '../../packages/server/src/test/cxapp-server';
import { withProvider } from '../support/sso-provider';

/**
 * Issue 15: opened by the learning app (SPEC §4.1 step 5) with the appId the school configured, a
 * code and a state: the app signs in (appid, code, state, flag 1; the appKey stays on the
 * server, which asks the local stand-in of the learning app's API), then shows the role choice.
 */

const setUp = withProvider(startCxappServer, (cx) => ({
  kind: 'cxapp',
  name: '学习通',
  enabled: true,
  settings: { appId: cx.appId, apiBase: cx.apiBase },
  secret: cx.appKey,
}));

test('the learning app opens the app: signed in as the student, then the role choice', async ({ page }) => {
  const { server } = setUp();
  const code = server.issueCode({ uname: 'student', realname: '李明轩' });
  await page.goto(`/app/dashboard?appId=${server.appId}&code=${code}&state=cx-1`);
  await expect(page).toHaveURL(/\/app\/ssologinrole\?username=student$/);
  await expect(page.getByText('李明轩，请选择本次使用的角色')).toBeVisible();
});
