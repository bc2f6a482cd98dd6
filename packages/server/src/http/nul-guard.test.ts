import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../test/app.js';
import { openTestApp } from '../test/signed-in-app.js';
import { signIn, type SignedIn } from '../test/auth.js';
import { findNulCharacter } from './nul-guard.js';

describe('findNulCharacter', () => {
  it('names the first field holding NUL, however deep', () => {
    expect(findNulCharacter({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter('\u0000')).toBe('');
    expect(findNulCharacter({ a: 'fine', n: 1, z: null })).toBeUndefined();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^(0\.)+0$/);
  });
});

// Regression (route fuzzer, PostgreSQL): text with NUL reached the database, which refuses it,
// and came back as a 500 (SQLite stored it). Now both refuse it up front, naming the field.
describe('requests carrying NUL', () => {
  let student: SignedIn;
  const t = openTestApp(async (app) => {
    student = await signIn(app, 'student');
  });

  const cases = [
    {
      name: 'a saved phrase',
      url: '/api/business/v3/bpm/common/statment/save',
      payload: { content: 'a\u0000b' },
      field: 'content',
    },
    {
      name: 'an address-book search',
      url: '/api/platform/v3/contacts/search',
      payload: { parameters: [{ key: 'Q^keyword^SL', value: 'a\u0000b' }] },
      field: 'parameters.0.value',
    },
    {
      name: 'a sign-in',
      url: '/api/oauth2/v3/authentication/apply',
      payload: { grant_type: 'password_credentials', username: 'a\u0000b', password: 'x' },
      field: 'username',
    },
  ];

  it.each(cases)('refuses $name with 400 naming $field', async ({ url, payload, field }) => {
    const r = await injectEnvelope(t.app, {
      method: 'POST',
      url,
      headers: { ...student.headers, 'accept-language': 'en-US' },
      payload,
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`${field}: Must not contain the NUL character`);
    expect(r.body.variables.fields).toEqual([{ field, message: 'Must not contain the NUL character' }]);
  });

  it('refuses NUL in the query string too', async () => {
    const r = await injectEnvelope(t.app, {
      method: 'GET',
      url: '/api/platform/v3/cat/dictionary/findByTypeKey?typeKey=a%00b',
      headers: { ...student.headers, 'accept-language': 'en-US' },
    });
    expect(r.status).toBe(400);
    expect(r.body.variables.fields).toEqual([
      { field: 'typeKey', message: 'Must not contain the NUL character' },
    ]);
  });
});
