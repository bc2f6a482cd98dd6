import type { SettingValue } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { changedSettings, parseFigure, settingsFormOf } from './settings-values';

const setting = (over: Partial<SettingValue>): SettingValue => ({
  module: 'national',
  key: 'amount',
  label: '金额',
  type: 'money',
  value: 10000,
  default: 10000,
  unit: '元',
  national: true,
  help: '',
  min: 0,
  max: 100000,
  options: [],
  ...over,
});
const amount = setting({});
const prizes = setting({
  module: 'general',
  key: 'prizes',
  type: 'moneyByOutcome',
  value: { first: 3000, second: 2000, third: 1000 },
  options: [
    { key: 'first', label: '一等奖' },
    { key: 'second', label: '二等奖' },
    { key: 'third', label: '三等奖' },
  ],
});
const holidays = setting({
  module: 'calendar',
  key: 'holidays',
  type: 'text',
  value: '2026-10-01',
  min: null,
  max: null,
});
const hours = setting({
  module: 'workStudy',
  key: 'maxHoursWeek',
  type: 'integer',
  value: 8,
  min: 1,
  max: 40,
});

describe('the settings form', () => {
  it('holds each figure as text, an amount by outcome per outcome', () => {
    expect(settingsFormOf([amount, prizes, holidays])).toEqual({
      national: { amount: '10000' },
      general: { prizes: { first: '3000', second: '2000', third: '1000' } },
      calendar: { holidays: '2026-10-01' },
    });
  });

  it('takes figures within the setting’s range and kind only', () => {
    expect(parseFigure(amount, '12000.5')).toBe(12000.5);
    expect(parseFigure(amount, '1.234')).toBeUndefined();
    expect(parseFigure(amount, '100001')).toBeUndefined();
    expect(parseFigure(amount, '-1')).toBeUndefined();
    expect(parseFigure(hours, '8.5')).toBeUndefined();
    expect(parseFigure(hours, '0')).toBeUndefined();
    expect(parseFigure(hours, '12')).toBe(12);
  });

  it('sends only what changed, as numbers', () => {
    const form = settingsFormOf([amount, prizes, holidays, hours]);
    expect(changedSettings([amount, prizes, holidays, hours], form)).toEqual([]);
    form.general!.prizes = { first: '3500', second: '2000', third: '1000' };
    form.calendar!.holidays = '2026-10-01\n2026-10-02';
    form.workStudy!.maxHoursWeek = '10';
    expect(changedSettings([amount, prizes, holidays, hours], form)).toEqual([
      { module: 'general', key: 'prizes', value: { first: 3500, second: 2000, third: 1000 } },
      { module: 'calendar', key: 'holidays', value: '2026-10-01\n2026-10-02' },
      { module: 'workStudy', key: 'maxHoursWeek', value: 10 },
    ]);
  });
});
