import { describe, expect, it } from 'vitest';
import { fieldLines, formatValue, originOf } from './format';
import { CHANGE_LOG_TEXTS } from './texts';

const en = CHANGE_LOG_TEXTS['en-US'];
const zh = CHANGE_LOG_TEXTS['zh-CN'];

describe('the change log’s before and after', () => {
  it('shows each changed field as before and after, in the reader’s words', () => {
    const lines = fieldLines(
      {
        fields: [
          { field: 'quota', before: null, after: 3 },
          { field: 'closed', before: 'N', after: 'Y' },
          { field: 'grades', before: '["2024","2025"]', after: '[]' },
          { field: 'value', before: { first: 5000 }, after: { first: 6000 } },
          { field: 'facts', before: '', after: '考试中使用手机' },
        ],
      },
      en,
    );
    expect(lines).toEqual([
      { field: 'quota', before: '(none)', after: '3' },
      { field: 'closed', before: 'No', after: 'Yes' },
      { field: 'grades', before: '2024, 2025', after: '(none)' },
      { field: 'value', before: '{"first":5000}', after: '{"first":6000}' },
      { field: 'facts', before: '(none)', after: '考试中使用手机' },
    ]);
    expect(fieldLines({ fields: [{ field: 'closed', before: false, after: true }] }, zh)).toEqual([
      { field: 'closed', before: '否', after: '是' },
    ]);
  });

  it('keeps text that only looks like a list, and numbers as they are', () => {
    expect(formatValue('[not json', en)).toBe('[not json');
    expect(formatValue(0, en)).toBe('0');
    expect(formatValue(85.5, en)).toBe('85.5');
  });

  it('says where a change came from', () => {
    expect(originOf({ ip: '10.0.0.8', client: 'Mozilla/5.0' })).toBe('10.0.0.8 · Mozilla/5.0');
    expect(originOf({ ip: '', client: 'system' })).toBe('system');
  });
});
