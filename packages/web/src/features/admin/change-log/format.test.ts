import { describe, expect, it } from 'vitest';
import { fieldLines, formatValue, originOf, type Reading } from './format';
import { CHANGE_LOG_TEXTS } from './texts';

const en = CHANGE_LOG_TEXTS['en-US'];
const zh = CHANGE_LOG_TEXTS['zh-CN'];

/** A page's reading: the names the server found, a moment written so the test can see it was one. */
const reading = (language: Reading['language'], more: Partial<Reading> = {}): Reading => ({
  language,
  names: {},
  roleNames: {},
  when: (at) => `moment ${at}`,
  ...more,
});

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
      reading('en-US'),
    );
    expect(lines).toEqual([
      { key: 'quota', field: 'quota', before: '(none)', after: '3' },
      { key: 'closed', field: 'closed', before: 'No', after: 'Yes' },
      { key: 'grades', field: 'grades', before: '2024, 2025', after: '(none)' },
      { key: 'value', field: 'value', before: '{"first":5000}', after: '{"first":6000}' },
      { key: 'facts', field: 'facts', before: '(none)', after: '考试中使用手机' },
    ]);
    expect(
      fieldLines({ fields: [{ field: 'closed', before: false, after: true }] }, zh, reading('zh-CN')),
    ).toEqual([{ key: 'closed', field: 'closed', before: '否', after: '是' }]);
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

describe('a master-data entry reads like a person wrote it', () => {
  const student = {
    fields: [
      { field: 'number', before: null, after: '2024010101' },
      { field: 'fullname', before: null, after: '李明' },
      { field: 'gender', before: null, after: 'unknown' },
      { field: 'status', before: 'active', after: 'left' },
      { field: 'studyStatus', before: 'enrolled', after: 'graduated' },
      { field: 'orgId', before: null, after: '914951296632037376' },
      { field: 'accessEndsAt', before: null, after: 1_800_000_000_000 },
    ],
  };
  const names = { '914951296632037376': '软件 2401' };

  it('names every field in each language, and says coded values as words', () => {
    const zhLines = fieldLines(student, zh, reading('zh-CN', { names }));
    expect(zhLines.map((l) => [l.field, l.before, l.after])).toEqual([
      ['学号/工号', '（无）', '2024010101'],
      ['姓名', '（无）', '李明'],
      ['性别', '（无）', '未知'],
      ['在校状态', '在校', '已离校'],
      ['学籍状态', '在读', '已毕业'],
      ['所属组织', '（无）', '软件 2401'],
      ['账号停用时间', '（无）', 'moment 1800000000000'],
    ]);
    const enLines = fieldLines(student, en, reading('en-US', { names }));
    expect(enLines.map((l) => [l.field, l.after])).toEqual([
      ['Number', '2024010101'],
      ['Name', '李明'],
      ['Gender', 'Unknown'],
      ['Membership', 'Left'],
      ['Study status', 'Graduated'],
      ['Organisation', '软件 2401'],
      ['Access ends', 'moment 1800000000000'],
    ]);
    for (const language of ['zh-TW', 'ja-JP'] as const) {
      const lines = fieldLines(student, CHANGE_LOG_TEXTS[language], reading(language, { names }));
      expect(lines.map((l) => l.field).filter((f) => /^[a-z]/i.test(f))).toEqual([]);
      expect(lines[3]!.after).not.toBe('left');
    }
    // Every key a line had is kept, so the list stays keyed by the stored field.
    expect(zhLines.map((l) => l.key)).toEqual(student.fields.map((f) => f.field));
  });

  it('shows duties as words and role codes as the names the server found', () => {
    const lines = fieldLines(
      {
        fields: [
          { field: 'duty', before: null, after: 'counsellor' },
          { field: 'role', before: null, after: 'counsellor' },
          { field: 'roles', before: ['student'], after: ['student', 'dorm_keeper'] },
        ],
      },
      zh,
      reading('zh-CN', { roleNames: { counsellor: '辅导员', student: '学生' } }),
    );
    expect(lines.map((l) => [l.field, l.before, l.after])).toEqual([
      ['职责', '（无）', '辅导员'],
      ['角色', '（无）', '辅导员'],
      // A code the server did not name (another school's, or gone) is shown as stored.
      ['角色', '学生', '学生, dorm_keeper'],
    ]);
  });

  it('keeps an unknown field’s key, an unnamed id as stored, and never reads Object’s own keys', () => {
    const lines = fieldLines(
      {
        fields: [
          { field: 'shoeSize', before: 40, after: 41 },
          { field: 'orgId', before: '111', after: 'constructor' },
          { field: 'constructor', before: null, after: 'toString' },
          { field: 'gender', before: null, after: 'hasOwnProperty' },
        ],
      },
      en,
      reading('en-US', { names: { '222': 'Other' } }),
    );
    expect(lines.map((l) => [l.field, l.before, l.after])).toEqual([
      ['shoeSize', '40', '41'],
      ['Organisation', '111', 'constructor'],
      ['constructor', '(none)', 'toString'],
      ['Gender', '(none)', 'hasOwnProperty'],
    ]);
  });

  it('writes a moment only for fields that hold one', () => {
    const lines = fieldLines(
      {
        fields: [
          { field: 'revokedAt', before: null, after: 1_700_000_000_000 },
          { field: 'enrolmentYear', before: 2023, after: 2024 },
        ],
      },
      en,
      reading('en-US'),
    );
    expect(lines.map((l) => [l.field, l.after])).toEqual([
      ['Revoked', 'moment 1700000000000'],
      ['Year of enrolment', '2024'],
    ]);
  });
});
