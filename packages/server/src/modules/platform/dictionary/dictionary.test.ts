import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { openTestApp } from '../../../test/signed-in-app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { PLATFORM } from '../test-helpers.js';

describe('dictionaries', () => {
  let student: SignedIn;
  const t = openTestApp(async (app) => {
    student = await signIn(app, 'student');
  });

  const find = (typeKey: string, lang?: string) =>
    injectEnvelope<{ key: string; name: string }[]>(t.app, {
      method: 'GET',
      url: `${PLATFORM}/cat/dictionary/findByTypeKey?typeKey=${encodeURIComponent(typeKey)}${lang ? `&lang=${lang}` : ''}`,
      headers: student.headers,
    });

  it('answers the entries in order, in the school language by default', async () => {
    expect((await find('leave_type')).body.data).toEqual([
      { key: 'sick', name: '病假' },
      { key: 'personal', name: '事假' },
      { key: 'official', name: '公假' },
      { key: 'other', name: '其他' },
    ]);
  });

  it('answers in the caller’s language when the entry has it', async () => {
    expect((await find('leave_type', 'en-US')).body.data.map((e) => e.name)).toEqual([
      'Sick leave',
      'Personal leave',
      'Official leave',
      'Other',
    ]);
    expect((await find('gender', 'ja_JP')).body.data.map((e) => e.name)).toEqual(['男性', '女性', '未設定']);
  });

  it('has the dictionaries the demo processes use', async () => {
    for (const typeKey of ['dorm_change_reason', 'scholarship_type', 'family_relation']) {
      expect((await find(typeKey)).body.data.length, typeKey).toBeGreaterThan(2);
    }
  });

  it('answers unknown dictionaries with 6030201 and bad keys with 400', async () => {
    expect((await find('no_such_dictionary', 'en-US')).body).toMatchObject({
      state: 6030201,
      message: 'Dictionary not found',
    });
    expect((await find('../x')).status).toBe(400);
  });
});
