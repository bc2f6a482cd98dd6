import type {
  FreshmenPage,
  OnboardingFormReply,
  OnboardingJourney,
  OnboardingPage,
  OnboardingQuestion,
  OnboardingStatistics,
} from '@campus/contract/affairs/yxxt';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { PNG, upload } from '../../../../test/files.js';
import { ok, groupTestApp, refused as refusedWith, type Reply } from '../../test-helpers.js';

/**
 * Onboarding's records (issue 13): the freshman's forms on the form format's validator, the
 * school's pages, the questions (who reads, who answers, the FAQ), staff's list of freshmen with
 * its filters and the keep / give-up standing, and the bill read from the fees group.
 */
const WHO = ['freshman', 'hbfreshman', 'student', 'counsellor', 'college', 'office', 'hboffice'] as const;
const { t, as } = groupTestApp('yxxt', WHO);

/** A refusal whose state is one of the catalogue's codes (none has eight digits). */
async function refused(promise: Promise<Reply>, words: RegExp) {
  const body = await refusedWith(promise, words);
  expect(body.state).toBeLessThan(10_000_000);
  return body;
}

const INFO = {
  idNumber: '11010519491231002X',
  origin: 'Zhengzhou, Henan',
  address: '1 Jinshui Road',
  email: 'chen@example.edu.cn',
  height: 175,
  weight: 62,
  uniformSize: 'L',
  parents: [{ name: 'Chen Jianguo', relation: 'father', phone: '13912345678' }],
};

describe("the freshman's forms", () => {
  it('refuses wrong values naming each field, then keeps the form and marks the journey step done', async () => {
    const before = await ok<OnboardingFormReply>(as.freshman.api.get('/onboarding/forms/info'));
    expect(before.values).toBeNull();
    expect(before.form.fields.map((f) => f.key)).toContain('uniformSize');
    const journey = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    expect(journey.steps.find((s) => s.key === 'info')).toMatchObject({
      state: 'todo',
      path: '/xgxt/yxxt/personalInfo',
    });

    const bad = await refused(
      as.freshman.api.post('/onboarding/forms/info', {
        values: { ...INFO, idNumber: '123', height: 400, uniformSize: 'XS' },
      }),
      /ID number/,
    );
    expect(bad.message).toMatch(/Height/);
    expect(bad.message).toMatch(/Uniform size/);

    const saved = await ok<OnboardingFormReply>(
      as.freshman.api.post('/onboarding/forms/info', { values: INFO }),
    );
    expect(saved.values).toMatchObject({ uniformSize: 'L', height: 175 });
    const after = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    expect(after.steps.find((s) => s.key === 'info')!.state).toBe('done');
  });

  it('takes the certificates only as the uploader’s own files', async () => {
    const file = await upload(t.app, as.freshman.api.who, {
      name: 'id.png',
      type: 'image/png',
      content: PNG,
    });
    const ref = file.body.data;
    const stranger = await upload(t.app, as.student.api.who, {
      name: 'x.png',
      type: 'image/png',
      content: PNG,
    });
    const values = { idFront: [ref], idBack: [ref], letter: [ref], photo: [stranger.body.data] };
    await refused(as.freshman.api.post('/onboarding/forms/certificate', { values }), /photo/i);
    const saved = await ok<OnboardingFormReply>(
      as.freshman.api.post('/onboarding/forms/certificate', { values: { ...values, photo: [ref] } }),
    );
    expect((saved.values!.idFront as { id: string }[])[0]!.id).toBe(ref.id);
  });

  it('refuses an unknown form and staff', async () => {
    await refused(as.freshman.api.get('/onboarding/forms/secret'), /kind/);
    await refused(as.office.api.get('/onboarding/forms/info'), /.+/);
  });
});

describe("the school's pages", () => {
  it("shows the product's text with the school's name until managers write their own", async () => {
    const page = await ok<OnboardingPage>(as.student.api.get('/onboarding/pages/admissionHome'));
    expect(page).toMatchObject({ key: 'admissionHome', title: 'Before you come', own: false });
    expect(page.sections[0]!.heading).toMatch(/^Welcome to /);
    await refused(as.counsellor.api.post('/onboarding/pages/rxxz', { title: 'x', body: 'y' }), /.+/);
    await ok(
      as.office.api.post('/onboarding/pages/rxxz', {
        title: { 'zh-CN': '入学须知', 'en-US': 'Our notice' },
        body: { 'zh-CN': '# 报到\n请带身份证', 'en-US': '# On the day\nBring your ID card.\n\nWelcome!' },
      }),
    );
    const own = await ok<OnboardingPage>(as.freshman.api.get('/onboarding/pages/rxxz'));
    expect(own).toMatchObject({ title: 'Our notice', own: true });
    expect(own.sections).toEqual([
      { heading: 'On the day', paragraphs: ['Bring your ID card.', 'Welcome!'] },
    ]);
    // Another school still reads the product's text.
    const other = await ok<OnboardingPage>(as.hbfreshman.api.get('/onboarding/pages/rxxz'));
    expect(other.own).toBe(false);
    await refused(as.office.api.get('/onboarding/pages/nothing'), /key/);
  });
});

describe('questions', () => {
  it('a freshman asks; the staff in charge answer into the FAQ; others read it without the asker', async () => {
    await refused(as.freshman.api.post('/onboarding/questions', { values: { title: 'Hi' } }), /Question/);
    const asked = await ok<OnboardingQuestion>(
      as.freshman.api.post('/onboarding/questions', {
        values: { title: 'Can I arrive a day early?', body: 'My train comes on the 5th.' },
      }),
    );
    expect(asked).toMatchObject({ mine: true, answer: null, faq: false });

    await refused(as.student.api.get(`/onboarding/questions/${asked.id}`), /No such question/);
    await refused(as.hboffice.api.get(`/onboarding/questions/${asked.id}`), /No such question/);
    await refused(as.student.api.get('/onboarding/questions', { scope: 'open' }), /staff/);
    const open = await ok<OnboardingQuestion[]>(
      as.office.api.get('/onboarding/questions', { scope: 'open' }),
    );
    expect(open.find((q) => q.id === asked.id)!.asker!.name).toBeTruthy();
    await refused(
      as.freshman.api.post(`/onboarding/questions/${asked.id}/answer`, { answer: 'yes', faq: true }),
      /staff/,
    );
    await refused(
      as.office.api.post(`/onboarding/questions/${asked.id}/answer`, { answer: '', faq: true }),
      /answer/,
    );

    const answered = await ok<OnboardingQuestion>(
      as.office.api.post(`/onboarding/questions/${asked.id}/answer`, {
        answer: 'Yes, the dorms open on the 5th.',
        faq: true,
      }),
    );
    expect(answered).toMatchObject({ faq: true, answer: 'Yes, the dorms open on the 5th.' });
    const faq = await ok<OnboardingQuestion[]>(as.student.api.get('/onboarding/questions', { scope: 'faq' }));
    const seen = faq.find((q) => q.id === asked.id)!;
    expect(seen.asker).toBeNull();
    expect(
      (await ok<OnboardingQuestion>(as.student.api.get(`/onboarding/questions/${asked.id}`))).answer,
    ).toMatch(/5th/);
    const mine = await ok<OnboardingQuestion[]>(
      as.freshman.api.get('/onboarding/questions', { scope: 'mine' }),
    );
    expect(mine.map((q) => q.id)).toContain(asked.id);
    const hbFaq = await ok<OnboardingQuestion[]>(
      as.hbfreshman.api.get('/onboarding/questions', { scope: 'faq' }),
    );
    expect(hbFaq.map((q) => q.id)).not.toContain(asked.id);
  });

  it("a question's pictures are read by whoever reads the question", async () => {
    const picture = (
      await upload(t.app, as.freshman.api.who, { name: 'room.png', type: 'image/png', content: PNG })
    ).body.data;
    const asked = await ok<OnboardingQuestion>(
      as.freshman.api.post('/onboarding/questions', {
        values: { title: 'Is this my room?', pictures: [picture] },
      }),
    );
    expect(asked.pictures.map((p) => p.id)).toEqual([picture.id]);
    const image = (who: ServiceCaller) =>
      t.app.inject({
        method: 'GET',
        url: `/api/platform/v3/file/getImage?attachmentId=${picture.id}`,
        headers: who.api.who.headers,
      });
    expect((await image(as.office)).statusCode).toBe(200);
    expect((await image(as.student)).statusCode).not.toBe(200);
    await ok(as.office.api.post(`/onboarding/questions/${asked.id}/answer`, { answer: 'Yes.', faq: true }));
    expect((await image(as.student)).statusCode).toBe(200);
    expect((await image(as.hboffice)).statusCode).not.toBe(200);
  });

  it('has demo questions, the common ones in the FAQ', async () => {
    const faq = await ok<OnboardingQuestion[]>(as.freshman.api.get('/onboarding/questions'));
    expect(faq.length).toBeGreaterThanOrEqual(3);
    expect(faq.every((q) => q.answer && (q.asker === null || q.mine))).toBe(true);
  });
});

describe("staff's list of freshmen", () => {
  it('lists the cohort in the caller’s charge with the other groups’ records and filters', async () => {
    const all = await ok<FreshmenPage>(as.office.api.get('/onboarding/students', { size: '200' }));
    expect(all.cohort).toBe('2026');
    expect(all.total).toBeGreaterThan(10);
    const statuses = new Set(all.rows.map((r) => r.status));
    expect(statuses).toEqual(new Set(['notArrived', 'checkedIn', 'kept', 'gaveUp']));
    expect(all.rows.some((r) => r.bed)).toBe(true);
    expect(all.rows.some((r) => r.bill !== null)).toBe(true);
    expect(all.rows.some((r) => r.forms.includes('info'))).toBe(true);

    const arrived = await ok<FreshmenPage>(
      as.office.api.get('/onboarding/students', { status: 'checkedIn', size: '200' }),
    );
    expect(arrived.rows.every((r) => r.status === 'checkedIn' && r.checkedInAt)).toBe(true);
    const unpaid = await ok<FreshmenPage>(
      as.office.api.get('/onboarding/students', { paid: 'no', size: '200' }),
    );
    expect(unpaid.rows.every((r) => r.bill !== 'paid')).toBe(true);
    const college = await ok<FreshmenPage>(as.college.api.get('/onboarding/students', { size: '200' }));
    expect(college.total).toBeLessThan(all.total);
    expect(new Set(college.rows.map((r) => r.collegeName)).size).toBe(1);
    const hb = await ok<FreshmenPage>(as.hboffice.api.get('/onboarding/students', { size: '200' }));
    expect(hb.rows.map((r) => r.id)).not.toContain(all.rows[0]!.id);

    await refused(as.freshman.api.get('/onboarding/students'), /.+/);
    await refused(as.office.api.get('/onboarding/students', { status: 'lost' }), /status/);
  });

  it('keeps a place and gives one up; the freshman sees it; other schools and students may not', async () => {
    const me = (await ok<FreshmenPage>(as.office.api.get('/onboarding/students', { keyword: '陈思远' })))
      .rows[0]!;
    await refused(
      as.hboffice.api.post(`/onboarding/students/${me.id}/standing`, { standing: 'kept' }),
      /freshman/,
    );
    await refused(as.freshman.api.post(`/onboarding/students/${me.id}/standing`, { standing: 'kept' }), /.+/);
    await refused(
      as.office.api.post(`/onboarding/students/${me.id}/standing`, { standing: 'maybe' }),
      /standing/,
    );
    await ok(
      as.office.api.post(`/onboarding/students/${me.id}/standing`, { standing: 'kept', reason: 'Army' }),
    );
    const journey = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    expect(journey).toMatchObject({ status: 'kept', statusReason: 'Army' });
    const kept = await ok<FreshmenPage>(
      as.office.api.get('/onboarding/students', { status: 'kept', size: '200' }),
    );
    expect(kept.rows.map((r) => r.id)).toContain(me.id);
    await ok(as.office.api.post(`/onboarding/students/${me.id}/standing`, { standing: 'none' }));
    expect((await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'))).status).toBe(
      'notArrived',
    );
  });
});

describe('the bill, read from the fees group', () => {
  it('shows the real bill state on the journey and in the statistics', async () => {
    const journey = await ok<OnboardingJourney>(as.freshman.api.get('/onboarding/journey'));
    const payment = journey.steps.find((s) => s.key === 'payment')!;
    expect(payment.state).not.toBe('notConfigured');
    expect(payment.path).toBe('/xgxt/sfgl/paymentInquiry');
    expect(payment.detail).toBeTruthy();
    const stats = await ok<OnboardingStatistics>(as.office.api.get('/onboarding/statistics'));
    expect(stats.totals.paid).not.toBeNull();
  });
});
