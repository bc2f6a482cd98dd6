import { resolveColumns, type ResolvedColumn } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { affairModule } from '../../lib/affair-groups';
import { cardColumns, columnText, type ColumnContext } from './column-format';

const zh: ColumnContext = {
  language: 'zh-CN',
  days: (n) => `${n}天`,
  dictionaryLabel: (dictionary, key) => (dictionary === 'leave_type' && key === 'sick' ? '病假' : undefined),
};
const column = (format: ResolvedColumn['format'], extra: Partial<ResolvedColumn> = {}): ResolvedColumn => ({
  key: 'x',
  source: 'form',
  label: 'X',
  format,
  ...extra,
});

describe('columnText', () => {
  it('formats dates, times, ranges and days', () => {
    expect(columnText(column('date'), '2026-03-05', zh)).toBe('2026-03-05');
    expect(columnText(column('datetime'), Date.UTC(2026, 2, 5, 1, 30), zh)).toBe('2026-03-05 09:30');
    expect(columnText(column('dateRange'), ['2026-03-05', '2026-03-07'], zh)).toBe('2026-03-05 ~ 2026-03-07');
    expect(columnText(column('days'), 3, zh)).toBe('3天');
  });

  it('shows dictionary values by label, unknown keys as they are', () => {
    const type = column('dictionary', { dictionary: 'leave_type' });
    expect(columnText(type, 'sick', zh)).toBe('病假');
    expect(columnText(type, 'other', zh)).toBe('other');
  });

  it('names a choice of the form’s own options', () => {
    const prize = column('text', { options: { first: 'First prize', third: 'Third prize' } });
    expect(columnText(prize, 'third', zh)).toBe('Third prize');
    expect(columnText(prize, ['first', 'third'], zh)).toBe('First prize, Third prize');
    expect(columnText(prize, 'fourth', zh)).toBe('fourth');
  });

  it('formats money and leaves empty values empty', () => {
    expect(columnText(column('money'), 1200, { ...zh, language: 'en-US' })).toBe('1,200.00');
    expect(columnText(column('text'), null, zh)).toBe('');
  });
});

describe('cardColumns', () => {
  it("splits the leave module's own list into title, status and lines", () => {
    const leave = affairModule('leave')!;
    const form = {
      key: 'leave',
      name: '请假',
      fields: [
        { key: 'period', type: 'dateRange' as const, label: { 'zh-CN': '请假时间', 'en-US': 'Period' } },
      ],
    };
    const { primary, status, lines } = cardColumns(resolveColumns(leave.lists.mine, form, 'en-US'));
    expect(primary?.key).toBe('leaveType');
    expect(status?.key).toBe('status');
    expect(lines.map((c) => c.key)).toEqual(['period', 'days', 'returnState', 'returnedAt']);
    expect(lines[0]).toMatchObject({ label: 'Period', format: 'dateRange' });
    expect(status).toMatchObject({ label: 'Status', format: 'status' });
  });
});
