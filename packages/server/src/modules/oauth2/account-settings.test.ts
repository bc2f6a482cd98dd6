import type { UserInfo } from '@campus/contract/api/oauth2/context';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signIn } from '../../test/auth.js';
import { post } from './test-helpers.js';

/**
 * What follows the person, not the phone (issue 30 item 19): the language they chose is kept with
 * the account and given at every sign-in (another device, another session); the school's time
 * zone comes with the context so every time reads as the school lives it.
 */
describe('the account language and the school time zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const context = async (headers: Record<string, string>) =>
    (await post<UserInfo>(t.app, '/user/context', undefined, headers)).body.data;

  it('keeps the chosen language with the account and gives it at the next sign-in', async () => {
    const phone = await signIn(t.app, 'counsellor');
    expect((await context(phone.headers)).user.language).toBeNull();
    const saved = await post(t.app, '/user/language', { language: 'ja-JP' }, phone.headers);
    expect(saved.body).toMatchObject({ state: 200, data: { language: 'ja-JP' } });
    // Another device: a new sign-in of the same account.
    const laptop = await signIn(t.app, 'counsellor');
    expect((await context(laptop.headers)).user.language).toBe('ja-JP');
    // Somebody else's account is untouched.
    const other = await signIn(t.app, 'college');
    expect((await context(other.headers)).user.language).toBeNull();
  });

  it('refuses a language the app does not have, naming the field, and an anonymous caller', async () => {
    const s = await signIn(t.app, 'student');
    const bad = await post(t.app, '/user/language', { language: 'fr-FR' }, s.headers);
    expect(bad.body.state).not.toBe(200);
    expect(JSON.stringify(bad.body)).toContain('language');
    const anonymous = await post(t.app, '/user/language', { language: 'en-US' });
    expect(anonymous.body.state).not.toBe(200);
    expect((await context(s.headers)).user.language).toBeNull();
  });

  it("gives the school's time zone: China time by default, a school's own setting when it has a valid one", async () => {
    const s = await signIn(t.app, 'student');
    const mine = await context(s.headers);
    expect(mine.timeZone).toBe('Asia/Shanghai');
    const setting = { tenantId: mine.tenantId, key: 'timeZone', updatedAt: Date.now() };
    await t.app.database.db
      .insertInto('schoolSetting')
      .values({ ...setting, value: JSON.stringify('Asia/Urumqi') })
      .execute();
    expect((await context(s.headers)).timeZone).toBe('Asia/Urumqi');
    await t.app.database.db
      .updateTable('schoolSetting')
      .set({ value: JSON.stringify('Mars/Olympus') })
      .where('tenantId', '=', mine.tenantId)
      .where('key', '=', 'timeZone')
      .execute();
    expect((await context(s.headers)).timeZone).toBe('Asia/Shanghai');
  });
});
