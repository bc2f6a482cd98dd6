import { describe, expect, it } from 'vitest';
import { bpmCallers, defIdOf, type BpmCaller } from '../../../test/bpm.js';
import { openTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 32 item 8: draft removal takes its ids in the body too, as the platform's stock client
 * sends them (`{ids}` a comma list or an array, or `{parameters}`), beside the query form.
 */
let as: Record<'student' | 'counsellor', BpmCaller>;
let leaveId: string;
const t = openTestApp(async (app) => {
  as = await bpmCallers(app, ['student', 'counsellor']);
  leaveId = await defIdOf(as.student, 'leave');
});

const draft = async () =>
  (await as.student.post<{ proInstId: string }>('/instance/saveDraft', { defId: leaveId, data: '{}' })).data
    .proInstId;
const drafts = async () => (await as.student.rows('/initiated/query/my/draft')).map((d) => d.id);

describe('initiated/draft/remove', () => {
  it('takes {ids} in a JSON body as a comma list or an array', async () => {
    const [a, b, c] = [await draft(), await draft(), await draft()];
    expect(await as.student.post('/initiated/draft/remove', { ids: `${a}, ${b}` })).toMatchObject({
      state: 200,
      data: 2,
    });
    expect(await as.student.post('/initiated/draft/remove', { ids: [c] })).toMatchObject({ data: 1 });
    const left = await drafts();
    for (const id of [a, b, c]) expect(left).not.toContain(id);
    // A repeat removes nothing more.
    expect(await as.student.post('/initiated/draft/remove', { ids: [c] })).toMatchObject({ data: 0 });
  });

  it('takes the stock {parameters} body, and still the query form', async () => {
    const [a, b] = [await draft(), await draft()];
    expect(
      await as.student.post('/initiated/draft/remove', { parameters: [{ key: 'ids', value: a }] }),
    ).toMatchObject({ data: 1 });
    expect(await as.student.post('/initiated/draft/remove', {}, { ids: b })).toMatchObject({ data: 1 });
    expect(await drafts()).not.toContain(b);
  });

  it("removes only the caller's own drafts through the body too", async () => {
    const mine = await draft();
    expect(await as.counsellor.post('/initiated/draft/remove', { ids: [mine] })).toMatchObject({ data: 0 });
    expect(await drafts()).toContain(mine);
  });

  it('refuses no ids, bad ids and too many naming the field, never a 500', async () => {
    for (const body of [{}, { ids: '' }, { ids: [] }]) {
      const reply = await as.student.post('/initiated/draft/remove', body);
      expect(reply).toMatchObject({ state: 400 });
      expect((reply as { message: string }).message).toContain('ids');
    }
    for (const ids of ['../x', ['a b'], Array.from({ length: 101 }, (_, i) => `d${i}`), 42]) {
      const reply = await as.student.post('/initiated/draft/remove', { ids });
      expect(reply).toMatchObject({ state: 400 });
      expect((reply as { message: string }).message).toContain('ids');
    }
    // No body at all (and no query) is the same refusal.
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/business/v3/bpm/initiated/draft/remove',
      headers: as.student.who.headers,
    });
    expect(bare.json()).toMatchObject({ state: 400 });
    expect(bare.json().message).toContain('ids');
  });
});
