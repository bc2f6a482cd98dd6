import { upsertOrg, type MasterWrite } from '../../../../core/master-data/index.js';
import type { OrgType } from '../../../../db/tables/core.js';
import { say, texts } from '../../group-refusal.js';
import { textCell } from '../cells.js';
import type { ImportColumn, ImportScope, ParsedRow, RowProblem } from '../kind.js';
import { choiceList, codeCell, KEY_FORMAT, ORG_TYPES, orgTypeCell, yearCell } from './cells.js';
import { firstRows, orgsByCode, type KnownOrg } from './lookups.js';
import { MASTER_TEXTS } from './texts.js';
import { masterKind } from './write.js';

/**
 * The organisation tree from spreadsheets, by code: colleges, offices and departments (under the
 * school or another org of the file or the school), majors (under their college) and classes
 * (grade, major, college). A row may name an org of an earlier row.
 */
export interface OrgRow {
  code: string;
  name: string;
  type: OrgType;
  parentCode: string | null;
  grade: string | null;
  /** A class's college (its parent is its major when it names one). */
  collegeCode?: string;
}

const code = (
  key: string,
  header: ReturnType<typeof texts>,
  example: string,
  required = true,
): ImportColumn => ({
  key,
  header,
  required,
  parse: codeCell,
  format: KEY_FORMAT,
  example,
});
const name = (header: ReturnType<typeof texts>, example: string): ImportColumn => ({
  key: 'name',
  header,
  required: true,
  parse: textCell(100),
  example,
});

const ORG_COLUMNS: ImportColumn[] = [
  code('code', texts('组织代码', '組織代碼', 'Organisation code', '組織コード'), 'C01'),
  name(texts('组织名称', '組織名稱', 'Organisation name', '組織名'), '计算机学院'),
  {
    key: 'type',
    header: texts('类型', '類型', 'Type', '種別'),
    required: true,
    parse: orgTypeCell,
    format: choiceList(ORG_TYPES),
    example: ORG_TYPES.college['zh-CN'],
  },
  code('parentCode', texts('上级代码', '上級代碼', 'Parent code', '上位コード'), '', false),
];

const MAJOR_COLUMNS: ImportColumn[] = [
  code('code', texts('专业代码', '專業代碼', 'Major code', '専攻コード'), 'M0801'),
  name(texts('专业名称', '專業名稱', 'Major name', '専攻名'), '软件工程'),
  code('parentCode', texts('学院代码', '學院代碼', 'College code', '学部コード'), 'C01'),
];

const CLASS_COLUMNS: ImportColumn[] = [
  code('code', texts('班级代码', '班級代碼', 'Class code', 'クラスコード'), 'RJ2401'),
  name(texts('班级名称', '班級名稱', 'Class name', 'クラス名'), '2024 级软件 1 班'),
  {
    key: 'grade',
    header: texts('年级', '年級', 'Grade', '学年'),
    required: true,
    parse: yearCell,
    format: texts(
      '入学年份，如 2024',
      '入學年份，如 2024',
      'the year of entry, e.g. 2024',
      '入学年（例：2024）',
    ),
    example: '2024',
  },
  code('majorCode', texts('专业代码', '專業代碼', 'Major code', '専攻コード'), 'M0801', false),
  code('collegeCode', texts('学院代码', '學院代碼', 'College code', '学部コード'), 'C01'),
];

type Problem = (column: string | null, error: ReturnType<typeof texts>) => void;

/**
 * Checks rows in order against the school's orgs and the rows above them: a code once in the
 * file, an existing org of another kind never taken over, a parent that exists (of the kind asked).
 */
async function checkOrgs(
  scope: ImportScope,
  rows: readonly ParsedRow[],
  toRow: (values: Record<string, unknown>) => OrgRow,
  /** The kinds of org a row's parent may be, and its column; null: the kind checks parents itself. */
  parent: { kinds: readonly OrgType[]; column: string } | null,
  refine?: (row: OrgRow, known: Map<string, KnownOrg>, problem: Problem) => void,
) {
  const known = await orgsByCode(scope.db, scope.tenantId);
  const first = firstRows();
  const accepted: OrgRow[] = [];
  const problems: RowProblem[] = [];
  for (const { row, values } of rows) {
    const org = toRow(values);
    let clean = true;
    const problem: Problem = (column, error) => {
      clean = false;
      problems.push({ row, column, error });
    };
    const earlier = first(org.code, row);
    if (earlier !== null) problem('code', say(MASTER_TEXTS.twice, { value: org.code, row: earlier }));
    const existing = known.get(org.code);
    if (existing && existing.type !== org.type)
      problem('code', say(MASTER_TEXTS.takenBy, { value: org.code, kind: kindWord(existing.type) }));
    if (parent && org.parentCode === org.code) problem(parent.column, MASTER_TEXTS.ownParent);
    else if (parent && org.parentCode !== null) {
      const found = known.get(org.parentCode);
      if (!found) problem(parent.column, say(MASTER_TEXTS.unknown, { value: org.parentCode }));
      else if (!parent.kinds.includes(found.type))
        problem(
          parent.column,
          say(MASTER_TEXTS.notKind, { value: org.parentCode, kind: kindWord(parent.kinds[0]!) }),
        );
    }
    refine?.(org, known, problem);
    if (!clean) continue;
    // Later rows may name this one.
    if (!existing) known.set(org.code, { id: '', type: org.type, parentId: null });
    accepted.push(org);
  }
  return { accepted, problems };
}

const kindWord = (type: OrgType) =>
  type === 'class'
    ? MASTER_TEXTS.class
    : type === 'major'
      ? MASTER_TEXTS.major
      : type === 'college'
        ? MASTER_TEXTS.college
        : MASTER_TEXTS.department;

/** A class's college must be a college, and its major (when named) a major of that college. */
function checkClassParents(org: OrgRow, known: Map<string, KnownOrg>, problem: Problem) {
  const college = org.collegeCode!;
  const collegeOrg = known.get(college);
  if (!collegeOrg) return problem('collegeCode', say(MASTER_TEXTS.unknown, { value: college }));
  if (collegeOrg.type !== 'college')
    return problem('collegeCode', say(MASTER_TEXTS.notKind, { value: college, kind: MASTER_TEXTS.college }));
  if (org.parentCode === college) return;
  const major = known.get(org.parentCode!);
  if (!major) return problem('majorCode', say(MASTER_TEXTS.unknown, { value: org.parentCode! }));
  if (major.type !== 'major')
    return problem(
      'majorCode',
      say(MASTER_TEXTS.notKind, { value: org.parentCode!, kind: MASTER_TEXTS.major }),
    );
  if (major.parentId !== collegeOrg.id)
    problem('majorCode', say(MASTER_TEXTS.notUnder, { major: org.parentCode!, college }));
}

const str = (v: unknown) => (v === null ? null : String(v));
const orgRow = (v: Record<string, unknown>, type: OrgType, parentCode: string | null): OrgRow => ({
  code: String(v.code),
  name: String(v.name),
  type,
  parentCode,
  grade: null,
});
const upsert = async (w: MasterWrite, row: OrgRow) => (await upsertOrg(w, row)).outcome;

export const orgImport = masterKind<OrgRow>(
  {
    key: 'orgs',
    columns: ORG_COLUMNS,
    maxRows: 5_000,
    check: (scope, rows) =>
      checkOrgs(scope, rows, (v) => orgRow(v, v.type as OrgType, str(v.parentCode)), {
        kinds: ['college', 'office', 'department', 'school'],
        column: 'parentCode',
      }),
  },
  upsert,
);

export const majorImport = masterKind<OrgRow>(
  {
    key: 'majors',
    columns: MAJOR_COLUMNS,
    maxRows: 5_000,
    check: (scope, rows) =>
      checkOrgs(scope, rows, (v) => orgRow(v, 'major', String(v.parentCode)), {
        kinds: ['college'],
        column: 'parentCode',
      }),
  },
  upsert,
);

export const classImport = masterKind<OrgRow>(
  {
    key: 'classes',
    columns: CLASS_COLUMNS,
    maxRows: 10_000,
    check: (scope, rows) =>
      checkOrgs(
        scope,
        rows,
        // A class hangs under its major when it names one (the major under the college), else the college.
        (v) => ({
          ...orgRow(v, 'class', str(v.majorCode) ?? String(v.collegeCode)),
          grade: String(v.grade),
          collegeCode: String(v.collegeCode),
        }),
        null,
        checkClassParents,
      ),
  },
  upsert,
);
