import { globalAgent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointAllowed } from '../../../core/push/endpoint.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';
import {
  PUSH_TLS_CERT,
  startPushService,
  type PushTestService,
  type TestDevice,
} from '../../../test/push-service.js';
import { loadConfig } from '../../../config.js';
import { signIn } from '../../../test/auth.js';
import { accounts, call } from '../test-helpers.js';

interface Device {
  id: string;
  device: string;
  language: string;
  enabled: 'Y' | 'N';
  endpoint: string;
  lastSentTime: number | null;
}

describe('web push', () => {
  let t: TestApp;
  let pushService: PushTestService;
  let as: ReturnType<typeof accounts>;
  let bpm: Record<'student' | 'counsellor', BpmCaller>;

  beforeAll(async () => {
    pushService = await startPushService();
    // The local push service stands in for FCM: its host is the one push service this app names.
    t = await createTestApp({ push: { subject: 'mailto:xgc@campus.test', serviceHosts: ['127.0.0.1'] } });
    t.app.outbound.httpsAgent.options.ca = [...rootCertificates, PUSH_TLS_CERT];
    as = accounts(t.app);
    bpm = await bpmCallers(t.app, ['student', 'counsellor']);
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  const save = async (account: string, device: TestDevice, language = 'zh-CN', name = 'Chrome on Android') =>
    call<Device>(t.app, await as(account), 'POST', '/push/device/save', {
      ...device.subscription,
      device: name,
      language,
    });
  const list = async (account: string) =>
    (await call<Device[]>(t.app, await as(account), 'GET', '/push/device/list')).body.data;

  it('serves one VAPID public key, made once and kept in the database', async () => {
    const first = await call<{ publicKey: string }>(t.app, await as('student'), 'GET', '/push/vapidKey');
    const again = await call<{ publicKey: string }>(t.app, await as('hbstudent'), 'GET', '/push/vapidKey');
    expect(first.body.data.publicKey).toMatch(/^[\w-]{87}$/);
    expect(again.body.data.publicKey).toBe(first.body.data.publicKey);
    const stored = await t.app.database.db.selectFrom('pushVapid').selectAll().execute();
    expect(stored.map((row) => row.publicKey)).toEqual([first.body.data.publicKey]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/platform/v3/push/vapidKey' });
    expect(anonymous.json()).toMatchObject({ state: 6020103, data: null });
  });

  it('keeps each user’s devices to themselves: list, turn off and on, remove, forget', async () => {
    const phone = pushService.device();
    const tablet = pushService.device();
    expect((await save('teacher', phone, 'en-US', 'Phone')).body.state).toBe(200);
    const saved = (await save('teacher', tablet, 'ja-JP', 'Tablet')).body.data;
    expect((await list('teacher')).map((d) => [d.device, d.language, d.enabled])).toEqual([
      ['Tablet', 'ja-JP', 'Y'],
      ['Phone', 'en-US', 'Y'],
    ]);
    // Another person of the school, and a person of another school, see none of them and change none.
    expect(await list('counsellor')).toEqual([]);
    expect(await list('hbstudent')).toEqual([]);
    for (const account of ['counsellor', 'hbstudent']) {
      const who = await as(account);
      const off = await call(t.app, who, 'POST', `/push/device/enable?id=${saved.id}&enabled=N`);
      expect(off.status).toBe(404);
      expect(off.body.message).toBe("This device's push subscription was not found");
      expect((await call(t.app, who, 'POST', `/push/device/remove?id=${saved.id}`)).status).toBe(404);
    }
    const teacher = await as('teacher');
    await call(t.app, teacher, 'POST', `/push/device/enable?id=${saved.id}&enabled=N`);
    expect((await list('teacher')).find((d) => d.id === saved.id)?.enabled).toBe('N');
    await call(t.app, teacher, 'POST', `/push/device/enable?id=${saved.id}&enabled=Y`);
    expect((await list('teacher')).find((d) => d.id === saved.id)?.enabled).toBe('Y');
    expect((await call(t.app, teacher, 'POST', `/push/device/remove?id=${saved.id}`)).body.state).toBe(200);
    expect((await list('teacher')).map((d) => d.device)).toEqual(['Phone']);
    const forgot = await call<{ removed: number }>(t.app, teacher, 'POST', '/push/device/forget', {
      endpoint: phone.subscription.endpoint,
    });
    expect(forgot.body.data.removed).toBe(1);
    expect(await list('teacher')).toEqual([]);
  });

  it('moves a browser’s subscription to whoever subscribes it next (another account on the same phone)', async () => {
    const phone = pushService.device();
    await save('teacher', phone);
    await save('hbstudent', phone);
    expect(await list('teacher')).toEqual([]);
    expect((await list('hbstudent')).map((d) => d.endpoint)).toEqual([phone.subscription.endpoint]);
    await call(t.app, await as('hbstudent'), 'POST', '/push/device/forget', phone.subscription);
  });

  it('refuses bad subscriptions, naming the field', async () => {
    const bad = pushService.device();
    const who = await as('teacher');
    const shortKey = await call(t.app, who, 'POST', '/push/device/save', {
      endpoint: bad.subscription.endpoint,
      keys: { p256dh: 'abc', auth: bad.subscription.keys.auth },
      language: 'en-US',
    });
    expect(shortKey.status).toBe(400);
    expect(shortKey.body.message).toContain('p256dh');
    const noLanguage = await call(t.app, who, 'POST', '/push/device/save', bad.subscription);
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.body.message).toContain('language');
    const http = await call(t.app, who, 'POST', '/push/device/save', {
      ...bad.subscription,
      endpoint: 'http://127.0.0.1:9/push/x',
      language: 'en-US',
    });
    expect(http.status).toBe(400);
    expect(http.body.message).toContain('endpoint');
    expect(await list('teacher')).toEqual([]);
  });

  it('accepts only the push services’ hosts (PUSH_SERVICE_HOSTS), compared as written', () => {
    const hosts = loadConfig({}).push.serviceHosts;
    expect(endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', hosts)).toBe(true);
    expect(endpointAllowed('https://web.push.apple.com/QGuQ', hosts)).toBe(true);
    expect(endpointAllowed('https://wns2-par02p.notify.windows.com/w/?token=x', hosts)).toBe(true);
    for (const endpoint of [
      // A name ending in a dot is another spelling of a name; these resolve to this machine or the LAN.
      'https://localhost.:8443/push',
      'https://foo.localhost./push',
      'https://internal./push',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://notify.windows.com/w/',
      'https://push.example.com/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1:8443/push',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://localhost/push',
      'https://printer.local/push',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(endpointAllowed(endpoint, hosts), endpoint).toBe(false);
    }
    expect(endpointAllowed('https://127.0.0.1:8443/push', ['127.0.0.1'])).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:8443/push', ['127.0.0.1'])).toBe(false);
  });

  it('refuses at save an endpoint on a host no push service uses, naming the field', async () => {
    const strict = await createTestApp();
    try {
      const device = pushService.device();
      const who = await signIn(strict.app, 'teacher');
      for (const endpoint of [
        'https://localhost.:8443/push/x',
        'https://foo.localhost./x',
        'https://internal./x',
      ]) {
        const r = await call(strict.app, who, 'POST', '/push/device/save', {
          ...device.subscription,
          endpoint,
          language: 'en-US',
        });
        expect(r.status, endpoint).toBe(400);
        expect(r.body.message).toContain('endpoint');
      }
    } finally {
      await strict.close();
    }
  });

  it('checks where the push service’s host points when sending: an inside address is not sent to', async () => {
    // The push service's host is listed, but this deployment does not allow reaching 127.0.0.1.
    const strict = await createTestApp({
      push: { subject: 'mailto:xgc@campus.test', serviceHosts: ['127.0.0.1'] },
      outbound: { allowPrivate: [] },
    });
    strict.app.outbound.httpsAgent.options.ca = [...rootCertificates, PUSH_TLS_CERT];
    // Any unguarded https request would trust the push service too: only the guard stops the send.
    globalAgent.options.ca = [...rootCertificates, PUSH_TLS_CERT];
    try {
      const phone = pushService.device();
      const student = await signIn(strict.app, 'student');
      const saved = await call(strict.app, student, 'POST', '/push/device/save', {
        ...phone.subscription,
        language: 'en-US',
      });
      expect(saved.body.state, saved.body.message).toBe(200);
      const start = pushService.received.length;
      const rejected = pushService.rejected.length;
      const callers = await bpmCallers(strict.app, ['student', 'counsellor']);
      const instId = await startRequest(callers.student, 'leave', LEAVE(1));
      const task = await pendingTask(callers.counsellor, instId);
      await callers.counsellor.post('/task/agree', { taskId: task.taskId, opinion: '同意' });
      await strict.app.pushSender.drain();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(pushService.received.length).toBe(start);
      expect(pushService.rejected.length).toBe(rejected);
      // Kept: the deployment may allow the address later.
      const devices = await call<Device[]>(strict.app, student, 'GET', '/push/device/list');
      expect(devices.body.data.map((d) => d.lastSentTime)).toEqual([null]);
    } finally {
      delete globalAgent.options.ca;
      await strict.close();
    }
  });

  it('tells a reviewer a task arrived and was urged, and the student the decision, each in the device’s language', async () => {
    const studentPhone = pushService.device();
    const counsellorPhone = pushService.device();
    const counsellorOld = pushService.device();
    await save('student', studentPhone, 'zh-CN');
    await save('counsellor', counsellorPhone, 'en-US');
    const old = (await save('counsellor', counsellorOld, 'en-US', 'Old phone')).body.data;
    await call(t.app, await as('counsellor'), 'POST', `/push/device/enable?id=${old.id}&enabled=N`);
    const start = pushService.received.length;
    const publicKey = (await call<{ publicKey: string }>(t.app, await as('student'), 'GET', '/push/vapidKey'))
      .body.data.publicKey;

    const instId = await startRequest(bpm.student, 'leave', LEAVE(2));
    const [arrived] = (await pushService.waitFor(start + 1)).slice(start);
    const task = await pendingTask(bpm.counsellor, instId);
    expect(arrived!.path).toBe(new URL(counsellorPhone.subscription.endpoint).pathname);
    expect(arrived!.payload).toEqual({
      title: 'New task: 李明轩的请假申请（2天）',
      body: '"李明轩的请假申请（2天）" is waiting for you at "辅导员审批".',
      url: `bpmn/task?taskId=${task.taskId}`,
      tag: `bpmn/task?taskId=${task.taskId}`,
    });
    expect(arrived!.vapid).toMatchObject({ sub: 'mailto:xgc@campus.test', publicKey });
    expect(arrived!.vapid.aud).toBe(pushService.url);
    expect(Number(arrived!.headers.ttl)).toBe(86400);

    expect((await bpm.student.post('/task/urge', { instId, message: '明天出发' })).state).toBe(200);
    const [urged] = (await pushService.waitFor(start + 2)).slice(start + 1);
    expect(urged).toMatchObject({
      path: new URL(counsellorPhone.subscription.endpoint).pathname,
      payload: { title: "Reminder: 李明轩's 2-day leave", url: `bpmn/task?taskId=${task.taskId}` },
    });

    expect((await bpm.counsellor.post('/task/agree', { taskId: task.taskId, opinion: '同意' })).state).toBe(
      200,
    );
    const [decided] = (await pushService.waitFor(start + 3)).slice(start + 2);
    expect(decided).toMatchObject({
      path: new URL(studentPhone.subscription.endpoint).pathname,
      payload: {
        title: '审批结果：李明轩的请假申请（2天）',
        body: '您的申请“李明轩的请假申请（2天）”已审批通过。',
        url: `bpmn/instance?id=${instId}`,
      },
    });
    // The device turned off got none of it; nothing was left in the outbox or refused.
    const oldPath = new URL(counsellorOld.subscription.endpoint).pathname;
    expect(pushService.received.filter((p) => p.path === oldPath)).toEqual([]);
    expect(pushService.rejected).toEqual([]);
    expect(await t.app.database.db.selectFrom('pushOutbox').selectAll().execute()).toEqual([]);
    await expect.poll(async () => (await list('student'))[0]!.lastSentTime).toBeGreaterThan(0);
  });

  it('tells a student a refusal, and removes a subscription the push service says is gone', async () => {
    const phone = pushService.device();
    await save('student', phone, 'en-US', 'New phone');
    const start = pushService.received.length;
    const instId = await startRequest(bpm.student, 'leave', LEAVE(1));
    const task = await pendingTask(bpm.counsellor, instId);
    expect(
      (await bpm.counsellor.post('/task/oppose', { taskId: task.taskId, opinion: '不同意' })).state,
    ).toBe(200);
    const refusals = (await pushService.waitFor(start + 3)).slice(start);
    const path = new URL(phone.subscription.endpoint).pathname;
    expect(refusals.find((p) => p.path === path)?.payload).toMatchObject({
      title: `Decision: ${task.subject}`,
      body: `Your request "${task.subject}" was not approved.`,
    });

    pushService.gone(phone);
    await t.app.pushSender.drain();
    const again = await startRequest(bpm.student, 'leave', LEAVE(1));
    const next = await pendingTask(bpm.counsellor, again);
    await bpm.counsellor.post('/task/agree', { taskId: next.taskId, opinion: '同意' });
    await t.app.pushSender.drain();
    await expect.poll(async () => (await list('student')).map((d) => d.device)).not.toContain('New phone');
  });
});
