import type { SignupRow } from '@campus/contract/affairs/zsfw';
import { zsfwEndpoints as zsfw } from '@campus/contract/affairs/zsfw/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { writeSheet, type SheetColumn } from '../../export-sheet.js';
import { idNumberColumn, mobileColumn, nameColumn } from '../../sheet-columns.js';
import { texts as T } from '../../group-refusal.js';
import { admissionsHome, reviewSignup, signUp, signupDetail, signupList, STATE_NAMES } from './admissions.js';
import { groupMount } from '../../group-mount.js';
import { publicAdmissions } from './public-home.js';

/**
 * The admissions service's API under /api/zsfw/v3/admissions, mounted from its declarations
 * (contract affairs/modules/zsfw/api.ts).
 */
const COLUMNS: SheetColumn<SignupRow>[] = [
  {
    key: 'program',
    header: T('招生项目', '招生項目', 'Programme', 'プログラム'),
    width: 24,
    value: (r) => r.programTitle,
  },
  nameColumn((r) => r.name),
  idNumberColumn((r) => r.idNumber),
  mobileColumn((r) => r.mobile),
  {
    key: 'province',
    header: T('生源地', '生源地', 'Province', '出身地'),
    width: 10,
    value: (r) => r.province,
  },
  {
    key: 'major1',
    header: T('第一志愿', '第一志願', 'First choice', '第一志望'),
    width: 16,
    value: (r) => r.major1,
  },
  {
    key: 'major2',
    header: T('第二志愿', '第二志願', 'Second choice', '第二志望'),
    width: 16,
    value: (r) => r.major2 ?? '',
  },
  {
    key: 'state',
    header: T('状态', '狀態', 'State', '状態'),
    width: 12,
    value: (r, l) => STATE_NAMES[r.state][l],
  },
  {
    key: 'createdAt',
    header: T('报名时间', '報名時間', 'Signed up', '出願日時'),
    width: 18,
    value: (r) => new Date(r.createdAt),
  },
];

export function admissionsRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/zsfw']);
    on(zsfw.programs, async ({ query, request }) =>
      ok(await publicAdmissions(db, query.school, request.lang, Date.now())),
    );
    on(zsfw.home, async ({ me, request }) => ok(await admissionsHome(db, me, request.lang, Date.now())));
    on(zsfw.signUp, async ({ me, body }) => ok(await signUp(db, me, body, Date.now())));
    on(zsfw.detail, async ({ me, query, request }) => ok(await signupDetail(db, me, request.lang, query.id)));
    on(zsfw.list, async ({ me, body, request }) => ok(await signupList(db, me, request.lang, body)));
    on(zsfw.review, async ({ me, body }) => ok(await reviewSignup(db, me, body, Date.now())));
    on(zsfw.export, async ({ me, body, request, reply }) => {
      const rows = await signupList(db, me, request.lang, body);
      const file = await writeSheet(
        T('报名列表', '報名列表', 'Sign-ups', '出願一覧')[request.lang],
        COLUMNS,
        rows,
        request.lang,
      );
      return sendXlsx(reply, file, `admissions-${new Date().toISOString().slice(0, 10)}.xlsx`);
    });
  };
}
