import { describe, expect, it } from 'vitest';
import { ALL_STATE_CODES } from '../states.js';
import { CATALOGUES, LANGUAGES, resolveLanguage, stateMessage, translate } from './index.js';

describe('message catalogue', () => {
  const keysOf = (lang: (typeof LANGUAGES)[number]) => Object.keys(CATALOGUES[lang]).sort();

  it.each(LANGUAGES.flatMap((a) => LANGUAGES.filter((b) => b !== a).map((b) => [a, b] as const)))(
    '%s has every key %s has',
    (a, b) => {
      const missing = keysOf(b).filter((key) => !(key in CATALOGUES[a]));
      expect(missing).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s has no empty message', (lang) => {
    const empty = Object.entries(CATALOGUES[lang]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a message for every state code', (lang) => {
    const missing = ALL_STATE_CODES.filter((code) => !(`state.${code}` in CATALOGUES[lang]));
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders of zh-CN in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join(',');
    for (const lang of LANGUAGES) {
      for (const [key, text] of Object.entries(CATALOGUES['zh-CN'])) {
        expect(
          `${lang} ${key} ${placeholders(CATALOGUES[lang][key as keyof (typeof CATALOGUES)['zh-CN']])}`,
        ).toBe(`${lang} ${key} ${placeholders(text)}`);
      }
    }
  });

  it('uses the exact texts of SPEC §5 and §8 in English', () => {
    expect(translate('en-US', 'validation.captchaLength')).toBe('Verification code length is 4 digits');
    expect(translate('en-US', 'validation.passwordMismatch')).toBe(
      'Repeat password and new password are inconsistent',
    );
    expect(translate('en-US', 'auth.loggedOut')).toBe(
      'You have been logged out, you can stay on this page or log in again',
    );
    expect(translate('en-US', 'auth.passwordUpdated')).toBe('Password has been updated!');
    expect(translate('en-US', 'error.unknown', { state: 42 })).toBe('Unknown error, code: 42');
    expect(translate('zh-CN', 'common.empty')).toBe('暂无数据');
    expect(translate('zh-CN', 'common.gotIt')).toBe('知道了');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en-US', 'error.routeNotFound', { method: 'GET', url: '/api/x' })).toBe(
      'No such API route: GET /api/x',
    );
    expect(translate('en-US', 'error.routeNotFound', { method: 'GET' })).toBe('No such API route: GET {url}');
  });

  it('answers unknown state codes with the catalogue fallback', () => {
    expect(stateMessage('en-US', 6020101)).toBe('Wrong user name or password');
    expect(stateMessage('en-US', 123456)).toBe('Unknown error, error code:123456');
    expect(stateMessage('zh-CN', 6020301)).toBe('令牌已过期');
  });
});

describe('resolveLanguage', () => {
  it('defaults to zh-CN', () => {
    expect(resolveLanguage()).toBe('zh-CN');
    expect(resolveLanguage('xx', 'fr-FR')).toBe('zh-CN');
  });
  it('prefers the explicit lang, accepting the zh_CN form', () => {
    expect(resolveLanguage('en_US', 'ja')).toBe('en-US');
    expect(resolveLanguage('zh_CN')).toBe('zh-CN');
  });
  it('ranks Accept-Language by q-value', () => {
    expect(resolveLanguage(undefined, 'fr;q=0.9, ja;q=0.8, en;q=0.5')).toBe('ja-JP');
    expect(resolveLanguage(undefined, 'en;q=0.2, zh-HK;q=0.7')).toBe('zh-TW');
    expect(resolveLanguage(undefined, 'zh-Hant-TW')).toBe('zh-TW');
  });
  // Regression (route fuzzer): `?lang=constructor` once resolved to Object.prototype.constructor,
  // and the error funnel crashed looking messages up in that "language".
  it('never takes a member of Object.prototype for a language', () => {
    for (const tag of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'constructor-x']) {
      expect(resolveLanguage(tag, tag)).toBe('zh-CN');
    }
  });
});
