import type { Duty, OrgType, StudyStatus } from '../../../../db/tables/core.js';
import { LANGUAGES } from '@campus/contract';
import { say, texts, type Texts } from '../../group-refusal.js';
import type { CellResult } from '../kind.js';

/**
 * The cells master data is made of: codes and numbers, a gender, a year, a phone, an ID number
 * and the few choices (an org's type, a study status, a duty), each accepted in any of the four
 * languages and the words schools' own systems use.
 */
const WORDS = {
  notCode: texts(
    '最多 40 个字符，不能包含换行等控制字符',
    '最多 40 個字元，不能包含換行等控制字元',
    'must be at most 40 characters, without line breaks or other control characters',
    '40 文字以内で、改行などの制御文字を含めないでください',
  ),
  notYear: texts(
    '应为年份，如 2024',
    '應為年份，如 2024',
    'must be a year such as 2024',
    '2024 のような年で入力してください',
  ),
  notCount: texts(
    '应为 {min} 到 {max} 的整数',
    '應為 {min} 到 {max} 的整數',
    'must be a whole number from {min} to {max}',
    '{min} から {max} までの整数で入力してください',
  ),
  notPhone: texts(
    '应为 11 位手机号',
    '應為 11 位手機號碼',
    'must be an 11-digit mobile number',
    '11 桁の携帯電話番号で入力してください',
  ),
  notIdNumber: texts(
    '应为 18 位身份证号（最后一位可为 X）',
    '應為 18 位身分證號（最後一位可為 X）',
    'must be an 18-character ID number (the last may be X)',
    '18 桁の身分証番号（最後は X も可）で入力してください',
  ),
  oneOf: texts(
    '应为：{choices}',
    '應為：{choices}',
    'must be one of: {choices}',
    '次のいずれかです：{choices}',
  ),
} satisfies Record<string, Texts>;

/** What the template says of a key column (a code, a number). */
export const KEY_FORMAT = texts(
  '最多 40 个字符，全校唯一',
  '最多 40 個字元，全校唯一',
  'at most 40 characters, unique in the school',
  '40 文字以内、学内で一意',
);

/** Schools' codes are often words ("2024级软件1班"): any text on one line, bounded. */
const CODE = /^[^\p{C}]{1,40}$/u;

/** A natural key: a code or a number (student, staff, org). */
export const codeCell = (cell: string): CellResult =>
  CODE.test(cell.trim()) ? { value: cell.trim() } : { error: WORDS.notCode };

export function yearCell(cell: string): CellResult {
  const year = Number(cell.trim().replace(/[年级級]$/u, ''));
  return Number.isInteger(year) && year >= 1950 && year <= 2100 ? { value: year } : { error: WORDS.notYear };
}

/** A whole number from `min` to `max` (a floor, a bed, a capacity). */
export const countCell =
  (min: number, max: number) =>
  (cell: string): CellResult => {
    const n = Number(cell.trim());
    return Number.isInteger(n) && n >= min && n <= max
      ? { value: n }
      : { error: say(WORDS.notCount, { min, max }) };
  };

export function phoneCell(cell: string): CellResult {
  const clean = cell.replace(/[\s-]/g, '').replace(/^\+?86/, '');
  return /^1\d{10}$/.test(clean) ? { value: clean } : { error: WORDS.notPhone };
}

export function idNumberCell(cell: string): CellResult {
  const clean = cell.trim().toUpperCase();
  return /^\d{17}[\dX]$/.test(clean) ? { value: clean } : { error: WORDS.notIdNumber };
}

/** The choices' names joined, in every language ("在读 / 休学 / 退学 / 毕业"), for a template. */
export function choiceList(choices: Record<string, Texts>): Texts {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.values(choices)
        .map((t) => t[lang])
        .join(' / '),
    ]),
  ) as Texts;
}

/** A choice among a few values: each named in the four languages and by its own key. */
function choiceCell<V extends string>(choices: Record<V, Texts>, aliases: Record<string, V> = {}) {
  const known = new Map<string, V>();
  for (const [value, names] of Object.entries(choices) as [V, Texts][]) {
    known.set(value.toLowerCase(), value);
    for (const name of Object.values(names)) known.set(name.toLowerCase(), value);
  }
  for (const [alias, value] of Object.entries(aliases)) known.set(alias.toLowerCase(), value);
  const refusal = say(WORDS.oneOf, { choices: choiceList(choices) });
  return (cell: string): CellResult => {
    const value = known.get(cell.trim().toLowerCase());
    return value ? { value } : { error: refusal };
  };
}

export const GENDERS = {
  male: texts('男', '男', 'Male', '男性'),
  female: texts('女', '女', 'Female', '女性'),
} satisfies Record<'male' | 'female', Texts>;
export const genderCell = choiceCell(GENDERS, { m: 'male', f: 'female' });

export const ORG_TYPES = {
  college: texts('学院', '學院', 'College', '学部'),
  office: texts('职能部门', '職能部門', 'Office', '事務部門'),
  department: texts('系/教研室', '系/教研室', 'Department', '学科'),
} satisfies Partial<Record<OrgType, Texts>>;
export const orgTypeCell = choiceCell(ORG_TYPES, { 部门: 'office', 系: 'department', 处: 'office' });

export const STUDY_STATUSES = {
  enrolled: texts('在读', '在讀', 'Enrolled', '在学'),
  suspended: texts('休学', '休學', 'Suspended', '休学'),
  withdrawn: texts('退学', '退學', 'Withdrawn', '退学'),
  graduated: texts('毕业', '畢業', 'Graduated', '卒業'),
} satisfies Record<StudyStatus, Texts>;
export const studyStatusCell = choiceCell(STUDY_STATUSES, { 在校: 'enrolled', 已毕业: 'graduated' });

export const STAFF_STATUSES = {
  active: texts('在职', '在職', 'Active', '在職'),
  left: texts('离职', '離職', 'Left', '退職'),
} satisfies Record<'active' | 'left', Texts>;
export const staffStatusCell = choiceCell(STAFF_STATUSES, { 退休: 'left' });

export const DUTIES = {
  counsellor: texts('辅导员', '輔導員', 'Counsellor', 'カウンセラー'),
  teacher: texts('班主任', '班導師', 'Class teacher', '担任'),
  student_affairs: texts('学工干事', '學工幹事', 'Student-affairs staff', '学生支援担当'),
  head: texts('负责人', '負責人', 'Head', '責任者'),
} satisfies Record<Duty, Texts>;
export const dutyCell = choiceCell(DUTIES);
