import { describe, expect, it } from 'vitest';
import { classColumn, nameColumn, numberColumn } from './sheet-columns.js';

describe('the shared spreadsheet columns', () => {
  it('keep their key, header and width and read the value the group gives', () => {
    const row = { number: '2024001', name: '张三', className: '计科2401' };
    const columns = [
      numberColumn((r: typeof row) => r.number),
      nameColumn((r: typeof row) => r.name),
      classColumn((r: typeof row) => r.className),
    ];
    expect(columns.map((c) => [c.key, c.header['en-US'], c.width])).toEqual([
      ['number', 'Student number', 14],
      ['name', 'Name', 10],
      ['class', 'Class', 22],
    ]);
    expect(columns.map((c) => c.value(row, 'zh-CN'))).toEqual(['2024001', '张三', '计科2401']);
  });
});
