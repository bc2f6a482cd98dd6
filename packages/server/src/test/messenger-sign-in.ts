import type { MessengerKind, SsoBinding, SsoProviderAdminView } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSms, post, tokenHeader } from '../modules/oauth2/test-helpers.js';
import { createTestApp, type TestApp } from './app.js';
import { signIn, type SignedIn } from './auth.js';
import type { Member, MessengerTestServer } from './messenger-api-server.js';

/**
 * The API tests every messenger's sign-in passes (issue 15), against its local stand-in answering
 * as the messenger's documented API: binding by the verified mobile or by an SMS code, the
 * binding signing in afterwards, codes single use, expired codes, a wrong secret, a revoked
 * application token, unbinding in My, a provider turned off.
 */

export interface MessengerCase {
  kind: MessengerKind;
  /** The login button's name, which the refusals name. */
  name: string;
  start(members: Record<string, Member>): Promise<MessengerTestServer>;
  settings(server: MessengerTestServer): Record<string, unknown>;
  /** The messenger's error codes, as the refusal quotes them "(code)". */
  errors: { used: string; expired: string; wrongSecret: string };
  /** What the person is told (English) for a used and an expired code: the documented meaning. */
  said: { used: RegExp; expired: RegExp };
  /** Whether the messenger tells the mobile it verified (WeChat does not). */
  tellsMobile: boolean;
  /** Whether someone outside the school's directory gets a code (WeCom, DingTalk). */
  hasOutsiders: boolean;
  /** Whether the API works with an application token it may revoke. */
  appToken: boolean;
}

interface Tokens {
  access_token: string;
  uaccount: string;
}

/** 李明轩 (student, 13900000002) in the demo school; 周雨涵 (13900000012) in the other school. */
const MEMBERS: Record<string, Member> = {
  LiMingXuan: { name: '李明轩', mobile: '13900000002' },
  NoMatch: { name: '无此号码', mobile: '13700000000' },
  OtherSchool: { name: '周雨涵', mobile: '13900000012' },
};

export function describeMessengerSignIn(c: MessengerCase) {
  describe(`${c.kind} sign-in`, () => {
    let t: TestApp;
    let api: MessengerTestServer;
    let admin: SignedIn;
    let provider: SsoProviderAdminView;

    const save = async (changes: { secret?: string; enabled?: boolean } = {}) => {
      const r = await post<SsoProviderAdminView>(
        t.app,
        '/sso/provider/save',
        {
          id: provider?.id,
          kind: c.kind,
          name: c.name,
          enabled: changes.enabled ?? true,
          settings: c.settings(api),
          secret: changes.secret ?? api.secret,
        },
        admin.headers,
      );
      expect(r.body.state, r.body.message).toBe(200);
      provider = r.body.data;
    };
    const apply = (code: string) => post<Tokens>(t.app, `/user/login/${c.kind}/apply?code=${code}`);
    /** Binds a pending identity by an SMS code sent to the student's mobile. */
    const bindBySms = async (binding: string, mobile = '13900000002') => {
      // As a minute after any earlier code: one is sent a minute per mobile and purpose.
      await t.app.database.db
        .updateTable('smsCode')
        .set((eb) => ({ createdAt: eb('createdAt', '-', 61_000) }))
        .where('mobile', '=', mobile)
        .execute();
      await post(t.app, '/user/send/sms', { mobile, purpose: 'login' });
      const sms = await lastSms(t.app, mobile);
      return post<Tokens>(t.app, '/sso/binding/sms', { binding, mobile, smsCode: sms?.code ?? '000000' });
    };

    beforeAll(async () => {
      t = await createTestApp();
      api = await c.start(MEMBERS);
      admin = await signIn(t.app, 'admin');
      await save();
    });
    afterAll(async () => {
      await t.close();
      await api.close();
    });

    it('binds the identity (verified mobile or SMS code), then signs in by the binding; a code works once', async () => {
      const code = api.issueCode('LiMingXuan');
      const first = await apply(code);
      if (c.tellsMobile) {
        expect(first.body.state, first.body.message).toBe(200);
        expect(first.body.data.uaccount).toBe('student');
      } else {
        expect(first.body.state).toBe(6020112);
        expect(first.body.message).toMatch(
          new RegExp(`^Your ${c.name} account is not bound to an account at `),
        );
        const bound = await bindBySms(first.body.variables.binding as string);
        expect(bound.body.state, bound.body.message).toBe(200);
        expect(bound.body.data.uaccount).toBe('student');
      }

      const again = await apply(code);
      expect(again.body.state).toBe(6020201);
      expect(again.body.message).toContain(`(${c.errors.used})`);
      expect(again.body.message).toMatch(c.said.used);

      // Without a mobile told this time, the binding answers.
      const byBinding = await apply(api.issueCode('LiMingXuan', { privateInfo: false }));
      expect(byBinding.body.state, byBinding.body.message).toBe(200);
      expect(byBinding.body.data.uaccount).toBe('student');
    });

    it('refuses an expired code, an outsider, and members without an account in this school', async () => {
      const expired = api.issueCode('LiMingXuan');
      api.expireCode(expired);
      const late = await apply(expired);
      expect(late.body.message).toContain(`(${c.errors.expired})`);
      expect(late.body.message).toMatch(c.said.expired);

      if (c.hasOutsiders) {
        const outsider = await apply(api.issueCode('Guest', { outsider: true }));
        expect(outsider.body.state).toBe(6020112);
        expect(outsider.body.message).toMatch(
          new RegExp(`^You are not a member of the ${c.name} directory of `),
        );
      }
      for (const userid of ['NoMatch', 'OtherSchool']) {
        const r = await apply(api.issueCode(userid));
        expect(r.body.state, userid).toBe(6020112);
        expect(r.body.message).toMatch(new RegExp(`^Your ${c.name} account is not bound to an account at `));
        expect(r.body.variables.binding).toEqual(expect.any(String));
      }
    });

    it('binds by an SMS code to a mobile of this school only, the pending identity once', async () => {
      const r = await apply(api.issueCode('OtherSchool'));
      const binding = r.body.variables.binding as string;
      const wrong = await post(t.app, '/sso/binding/sms', {
        binding,
        mobile: '13900000002',
        smsCode: '000000',
      });
      expect(wrong.body.state).toBe(6040104);
      // 周雨涵's own number belongs to the other school: no account here holds it.
      const elsewhere = await bindBySms(binding, '13900000012');
      expect(elsewhere.body.state).toBe(6020112);
      const bound = await bindBySms(binding);
      expect(bound.body.state, bound.body.message).toBe(200);
      expect(bound.body.data.uaccount).toBe('student');
      const reused = await post(t.app, '/sso/binding/sms', {
        binding,
        mobile: '13900000002',
        smsCode: '123456',
      });
      expect(reused.body.state).toBe(6020201);
      const byBinding = await apply(api.issueCode('OtherSchool', { privateInfo: false }));
      expect(byBinding.body.data.uaccount).toBe('student');
    });

    it.runIf(c.appToken)(
      'fetches a new application token once when the API has revoked the kept one',
      async () => {
        const before = api.tokensIssued();
        api.revokeTokens();
        const r = await apply(api.issueCode('LiMingXuan'));
        expect(r.body.state, r.body.message).toBe(200);
        expect(api.tokensIssued()).toBe(before + 1);
      },
    );

    it('refuses when the stored secret is wrong', async () => {
      await save({ secret: 'not-the-secret' });
      const r = await apply(api.issueCode('LiMingXuan'));
      expect(r.body.state).toBe(6020201);
      expect(r.body.message).toContain(`(${c.errors.wrongSecret})`);
      expect(r.body.message).toContain(`${c.name} refused the school's application settings`);
      await save();
    });

    it('never sends the secret to the browser, not even to the admin', async () => {
      const list = await post<SsoProviderAdminView[]>(t.app, '/sso/provider/query', undefined, admin.headers);
      expect(JSON.stringify(list.body.data)).not.toContain(api.secret);
      expect(list.body.data.find((row) => row.id === provider.id)?.hasSecret).toBe(true);
    });

    it('lets the person see and remove the binding in My; the binding then no longer signs in', async () => {
      const signed = await apply(api.issueCode('LiMingXuan', { privateInfo: false }));
      expect(signed.body.state, signed.body.message).toBe(200);
      const headers = tokenHeader(signed.body.data.access_token);
      const list = await post<SsoBinding[]>(t.app, '/sso/binding/query', undefined, headers);
      expect(list.body.data).toEqual([
        { providerId: provider.id, providerName: c.name, kind: c.kind, createdAt: expect.any(Number) },
      ]);
      const removed = await post<boolean>(
        t.app,
        `/sso/binding/remove?providerId=${provider.id}`,
        undefined,
        headers,
      );
      expect(removed.body.data).toBe(true);
      expect((await post<SsoBinding[]>(t.app, '/sso/binding/query', undefined, headers)).body.data).toEqual(
        [],
      );

      const unbound = await apply(api.issueCode('LiMingXuan', { privateInfo: false }));
      expect(unbound.body.state).toBe(6020112);
    });

    it('answers "not turned on" for a messenger no school enabled, and 400 for one it does not know', async () => {
      await save({ enabled: false });
      expect((await apply(api.issueCode('LiMingXuan'))).body.state).toBe(6020202);
      expect((await post(t.app, '/user/login/myspace/apply?code=abc')).body.state).toBe(400);
    });
  });
}
