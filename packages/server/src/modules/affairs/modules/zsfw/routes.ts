import { CANDIDATE_TYPES, REVIEW_STATES, SIGNUP_STATES, type SignupRow } from '@campus/contract/affairs/zsfw';
import { isIdCard, isMobile } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { writeSheet, type SheetColumn } from '../../export-sheet.js';
import { texts as T } from '../../group-refusal.js';
import { admissionsHome, reviewSignup, signUp, signupDetail, signupList, STATE_NAMES } from './admissions.js';

/** The admissions service's API under /api/zsfw/v3/admissions (contract: affairs/modules/zsfw/types.ts). */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const listQuery = z.object({
  programId: id.optional(),
  major: z.string().trim().max(50, 'validation.maxLength').optional(),
  candidateType: z.enum(CANDIDATE_TYPES, 'validation.oneOf').optional(),
  state: z.enum(SIGNUP_STATES, 'validation.oneOf').optional(),
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
});

const COLUMNS: SheetColumn<SignupRow>[] = [
  {
    key: 'program',
    header: T('招生项目', '招生項目', 'Programme', 'プログラム'),
    width: 24,
    value: (r) => r.programTitle,
  },
  { key: 'name', header: T('姓名', '姓名', 'Name', '氏名'), width: 10, value: (r) => r.name },
  {
    key: 'idNumber',
    header: T('身份证号', '身分證號', 'ID number', '身分証番号'),
    width: 20,
    value: (r) => r.idNumber,
  },
  { key: 'mobile', header: T('手机号', '手機號', 'Phone', '携帯番号'), width: 14, value: (r) => r.mobile },
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
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/zsfw'];
    r.get('/admissions/home', { schema: { tags } }, async (request) =>
      ok(await admissionsHome(db, requireAuth(request), request.lang, Date.now())),
    );
    r.post(
      '/admissions/signup',
      {
        schema: {
          tags,
          body: z.object({
            programId: id,
            name: text(50),
            idNumber: z.string('validation.required').trim().refine(isIdCard, 'validation.idCard'),
            mobile: z.string('validation.required').trim().refine(isMobile, 'validation.phone'),
            examNumber: z
              .string('validation.required')
              .trim()
              .regex(/^\d{14}$/, 'validation.format'),
            candidateType: z.enum(CANDIDATE_TYPES, 'validation.oneOf'),
            province: text(20),
            school: text(100),
            major1: text(50),
            major2: z.string().trim().max(50, 'validation.maxLength').optional(),
          }),
        },
        config: { idempotent: true },
      },
      async (request) => ok(await signUp(db, requireAuth(request), request.body, Date.now())),
    );
    r.get('/admissions/detail', { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await signupDetail(db, requireAuth(request), request.lang, request.query.id)),
    );
    r.post('/admissions/list', { schema: { tags, body: listQuery } }, async (request) =>
      ok(await signupList(db, requireAuth(request), request.lang, request.body)),
    );
    r.post(
      '/admissions/review',
      {
        schema: {
          tags,
          body: z.object({
            id,
            state: z.enum(REVIEW_STATES, 'validation.oneOf'),
            note: z.string().trim().max(500, 'validation.maxLength').optional(),
          }),
        },
      },
      async (request) => ok(await reviewSignup(db, requireAuth(request), request.body, Date.now())),
    );
    r.post('/admissions/export', { schema: { tags, body: listQuery } }, async (request, reply) => {
      const rows = await signupList(db, requireAuth(request), request.lang, request.body);
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
