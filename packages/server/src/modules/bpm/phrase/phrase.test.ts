import { ModuleState } from '@campus/contract';
import { expect, it } from 'vitest';
import { bpmTestApp } from '../../../test/signed-in-app.js';

const { as } = bpmTestApp(['counsellor', 'college']);

interface Phrase {
  id: string;
  content: string;
  isDefault: string;
}

it('saves, lists with the default first, edits, sets the default and removes the caller’s phrases', async () => {
  const first = await as.counsellor.post<{ id: string }>('/common/statment/save', { content: ' 同意 ' });
  const second = await as.counsellor.post<{ id: string }>('/common/statment/save', {
    content: '请补充材料',
    isDefault: 'Y',
  });
  expect([first.state, second.state]).toEqual([200, 200]);
  let rows = await as.counsellor.rows<Phrase>('/common/statment/query');
  expect(rows.map((r) => [r.content, r.isDefault])).toEqual([
    ['请补充材料', 'Y'],
    ['同意', 'N'],
  ]);
  await as.counsellor.post('/common/statment/setDefault', {}, { id: first.data.id });
  await as.counsellor.post('/common/statment/save', { id: first.data.id, content: '同意，注意安全' });
  rows = await as.counsellor.rows<Phrase>('/common/statment/query');
  expect(rows[0]).toMatchObject({ id: first.data.id, content: '同意，注意安全', isDefault: 'Y' });
  expect(rows.filter((r) => r.isDefault === 'Y')).toHaveLength(1);
  expect(
    (
      await as.counsellor.post<number>(
        '/common/statment/remove',
        {},
        { ids: `${first.data.id},${second.data.id}` },
      )
    ).data,
  ).toBe(2);
  expect(await as.counsellor.rows('/common/statment/query')).toEqual([]);
});

it('keeps phrases private and refuses empty ones', async () => {
  const mine = await as.counsellor.post<{ id: string }>('/common/statment/save', { content: '已阅' });
  expect(await as.college.rows('/common/statment/query')).toEqual([]);
  expect((await as.college.post('/common/statment/setDefault', {}, { id: mine.data.id })).state).toBe(
    ModuleState.RESOURCE_NOT_FOUND,
  );
  expect((await as.college.post('/common/statment/save', { id: mine.data.id, content: 'x' })).state).toBe(
    ModuleState.RESOURCE_NOT_FOUND,
  );
  expect((await as.college.post<number>('/common/statment/remove', {}, { ids: mine.data.id })).data).toBe(0);
  expect(await as.counsellor.post('/common/statment/save', { content: '   ' })).toMatchObject({
    state: 400,
    message: 'content: Required',
  });
});

it('takes and gives a phrase in the stock front end’s fields: value, isDefault and the action it is for', async () => {
  const saved = await as.college.post<{ id: string }>('/common/statment/save', {
    value: '情况属实，同意',
    isDefault: 'Y',
    action: 'agree',
  });
  expect(saved.state).toBe(200);
  const rows = await as.college.rows<Phrase & { value: string }>('/common/statment/query', {
    'Q^VALUE_^SL': '属实',
  });
  expect(rows).toEqual([
    expect.objectContaining({ id: saved.data.id, value: '情况属实，同意', isDefault: 'Y' }),
  ]);
  expect(rows[0]!.content).toBe('情况属实，同意');
  // No text under either name: refused, naming the field.
  const empty = await as.college.post('/common/statment/save', { value: '  ', action: 'agree' });
  expect(empty.state).not.toBe(200);
  expect(empty.message).toMatch(/content/);
  await as.college.post('/common/statment/remove', {}, { ids: saved.data.id });
});
