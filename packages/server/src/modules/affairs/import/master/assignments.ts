import { assignDuty, assignRole } from '../../../../core/master-data/index.js';
import type { Duty } from '../../../../db/tables/core.js';
import { say, texts, type Texts } from '../../group-refusal.js';
import type { ImportColumn, RowProblem } from '../kind.js';
import { choiceList, codeCell, DUTIES, dutyCell } from './cells.js';
import { firstRows, membersByNumber, orgsByCode, rolesByCode } from './lookups.js';
import { MASTER_TEXTS } from './texts.js';
import { masterKind } from './write.js';

/**
 * Who does what, from a spreadsheet: a staff member's duty for an org (the counsellor of a class,
 * the student-affairs staff of a college) or a role by its code (the dormitory office, finance).
 * One assignment per row; one already held changes nothing.
 */
export type AssignmentRow =
  | { kind: 'duty'; userId: string; orgId: string; duty: Duty; label: string }
  | { kind: 'role'; userId: string; roleId: string; roleCode: string; label: string };

const COLUMNS: ImportColumn[] = [
  {
    key: 'number',
    header: texts('工号', '工號', 'Staff number', '職員番号'),
    required: true,
    parse: codeCell,
    format: texts(
      '已导入的教职工工号',
      '已匯入的教職員工號',
      'the number of an imported staff member',
      '取り込み済みの職員番号',
    ),
    example: 'T0001',
  },
  {
    key: 'duty',
    header: texts('职责', '職責', 'Duty', '職務'),
    parse: dutyCell,
    format: choiceList(DUTIES),
    example: DUTIES.counsellor['zh-CN'],
  },
  {
    key: 'orgCode',
    header: texts('组织代码', '組織代碼', 'Organisation code', '組織コード'),
    parse: codeCell,
    format: texts(
      '班级或学院代码（填写职责时）',
      '班級或學院代碼（填寫職責時）',
      'a class or college code (with a duty)',
      'クラスまたは学部のコード（職務とともに）',
    ),
    example: 'RJ2401',
  },
  {
    key: 'roleCode',
    header: texts('角色代码', '角色代碼', 'Role code', 'ロールコード'),
    parse: codeCell,
    format: texts(
      '学校已有角色的代码（不填职责时）',
      '學校已有角色的代碼（不填職責時）',
      "the code of one of the school's roles (without a duty)",
      '学校のロールのコード（職務なしのとき）',
    ),
    example: '',
  },
];

export const assignmentImport = masterKind<AssignmentRow>(
  {
    key: 'assignments',
    columns: COLUMNS,
    maxRows: 20_000,
    async check(scope, rows) {
      const orgs = await orgsByCode(scope.db, scope.tenantId);
      const roles = await rolesByCode(scope.db, scope.tenantId);
      const members = await membersByNumber(
        scope.db,
        scope.tenantId,
        rows.map((r) => String(r.values.number)),
      );
      const first = firstRows();
      const accepted: AssignmentRow[] = [];
      const problems: RowProblem[] = [];
      for (const { row, values } of rows) {
        const bad = (column: string | null, error: Texts) => problems.push({ row, column, error });
        const number = String(values.number);
        const duty = values.duty as Duty | null;
        const orgCode = values.orgCode as string | null;
        const roleCode = values.roleCode as string | null;
        const member = members.get(number);
        const before = problems.length;
        if (!member) bad('number', say(MASTER_TEXTS.unknown, { value: number }));
        else if (member.kind !== 'staff')
          bad('number', say(MASTER_TEXTS.notKind, { value: number, kind: MASTER_TEXTS.staff }));
        if (duty === null && roleCode === null) bad(null, MASTER_TEXTS.dutyOrRole);
        if (duty !== null && orgCode === null) bad('orgCode', MASTER_TEXTS.needsOrg);
        const org = orgCode === null ? undefined : orgs.get(orgCode);
        if (orgCode !== null && !org) bad('orgCode', say(MASTER_TEXTS.unknown, { value: orgCode }));
        const roleId = roleCode === null ? undefined : roles.get(roleCode);
        if (roleCode !== null && !roleId) bad('roleCode', say(MASTER_TEXTS.unknown, { value: roleCode }));
        const key = `${number}|${duty ?? ''}|${orgCode ?? ''}|${roleCode ?? ''}`;
        const earlier = first(key, row);
        if (earlier !== null) bad(null, say(MASTER_TEXTS.twice, { value: number, row: earlier }));
        if (problems.length > before || !member) continue;
        const label = `${member.name} (${number})`;
        if (duty !== null && org)
          accepted.push({
            kind: 'duty',
            userId: member.userId,
            orgId: org.id,
            duty,
            label: `${label} ${duty} ${orgCode}`,
          });
        if (roleCode !== null && roleId)
          accepted.push({ kind: 'role', userId: member.userId, roleId, roleCode, label });
      }
      return { accepted, problems };
    },
  },
  (w, row) => (row.kind === 'duty' ? assignDuty(w, row) : assignRole(w, row)),
);
