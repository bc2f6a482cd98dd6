import { describe, expect, it } from 'vitest';
import type { TemplateColumn } from '../../api/templates';
import { activeFilters, cellText, dictionaryMap, isTemplateId, listKey, rowView } from './template-view';

const columns: TemplateColumn[] = [
  { key: 'name', label: '姓名', type: 'string', dictionary: null },
  { key: 'gender', label: '性别', type: 'string', dictionary: 'gender' },
  { key: 'phone', label: '手机号', type: 'string', dictionary: null },
  { key: 'publicDate', label: '发布时间', type: 'date', dictionary: null },
];
const dictionaries = new Map([
  [
    'gender',
    dictionaryMap([
      { key: 'male', name: '男' },
      { key: 'female', name: '女' },
    ]),
  ],
]);

describe('isTemplateId', () => {
  it('takes word characters only', () => {
    expect(isTemplateId('classRoster')).toBe(true);
    expect(isTemplateId('my_notices_2')).toBe(true);
    for (const bad of ['', 'class-roster', 'a b', '../x', 'x'.repeat(65), undefined])
      expect(isTemplateId(bad)).toBe(false);
  });
});

describe('cellText', () => {
  it('names dictionary values, formats dates and leaves text as it is', () => {
    expect(cellText('female', columns[1]!, dictionaries)).toBe('女');
    expect(cellText('other', columns[1]!, dictionaries)).toBe('other');
    // 01:05 UTC is 09:05 at the school (Asia/Shanghai), whatever the machine's zone.
    expect(cellText(Date.UTC(2026, 2, 1, 1, 5), columns[3]!, dictionaries)).toBe('2026-03-01 09:05');
    expect(cellText(138, columns[2]!, dictionaries)).toBe('138');
    expect(cellText(null, columns[0]!, dictionaries)).toBe('');
  });
});

describe('rowView', () => {
  it('titles a row by its first column and leaves out empty cells', () => {
    expect(
      rowView({ name: '李明轩', gender: 'male', phone: null }, columns.slice(0, 3), dictionaries),
    ).toEqual({
      title: '李明轩',
      fields: [{ key: 'gender', label: '性别', text: '男' }],
    });
  });
});

describe('filters and list keys', () => {
  it('sends only filled-in filters', () => {
    expect(activeFilters({ 'Q^name^SL': '李', 'Q^gender^S': '', 'Q^number^SLL': '  ' })).toEqual({
      'Q^name^SL': '李',
    });
  });

  it('keys a list by its filters, whatever their order, and its sort', () => {
    const sort = { field: 'number', order: 'ASC' as const };
    expect(listKey({ a: '1', b: '2' }, sort)).toBe(listKey({ b: '2', a: '1' }, sort));
    expect(listKey({ a: '1' }, sort)).not.toBe(listKey({ a: '1' }, { ...sort, order: 'DESC' }));
  });
});
