import type { FormField } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { displayText, type DisplayContext } from './display-value';

const zh: DisplayContext = { language: 'zh-CN', yes: '是', no: '否' };
const en: DisplayContext = { language: 'en-US', yes: 'Yes', no: 'No' };
const days: FormField = {
  key: 'days',
  label: '天数',
  type: 'computed',
  compute: { op: 'rangeDays', range: 'period' },
  unit: { 'zh-CN': '天', 'en-US': 'days' },
};

describe('displayText', () => {
  it('puts the unit after a number the way each language writes it', () => {
    expect(displayText(days, 3, zh)).toBe('3天');
    expect(displayText(days, 3, en)).toBe('3 days');
  });

  it('shows money with two decimals and grouping', () => {
    expect(displayText({ key: 'fee', label: 'Fee', type: 'money' }, 1234.5, en)).toBe('1,234.50');
  });

  it('shows a date range with a tilde', () => {
    expect(displayText({ key: 'p', label: 'P', type: 'dateRange' }, ['2026-03-01', '2026-03-03'], zh)).toBe(
      '2026-03-01 ~ 2026-03-03',
    );
  });

  it('shows choices by their labels in the reader language, several joined', () => {
    const field: FormField = {
      key: 'kind',
      label: 'Kind',
      type: 'checkbox',
      options: [
        { value: 'a', label: { 'zh-CN': '甲', 'en-US': 'A' } },
        { value: 'b', label: { 'zh-CN': '乙', 'en-US': 'B' } },
      ],
    };
    const options = field.type === 'checkbox' ? field.options : undefined;
    expect(displayText(field, ['a', 'b'], { ...zh, options })).toBe('甲、乙');
    expect(displayText(field, ['a', 'b'], { ...en, options })).toBe('A, B');
    expect(displayText({ ...field, type: 'select' }, 'x', { ...en, options })).toBe('x');
  });

  it('reads switches as yes or no and leaves empty values empty', () => {
    expect(displayText({ key: 's', label: 'S', type: 'switch' }, false, zh)).toBe('否');
    expect(displayText({ key: 't', label: 'T', type: 'text' }, undefined, zh)).toBe('');
    expect(displayText({ key: 'f', label: 'F', type: 'image' }, [{ id: 'x' }], zh)).toBe('');
  });
});
