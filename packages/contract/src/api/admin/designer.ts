import { z } from 'zod';
import { MAX_BPMN_LENGTH } from '../bpm/definition.js';
import { endpointsOf } from '../endpoints-of.js';
import { formData, wholeNumber } from '../inputs.js';
import { designerDraft, designerKey, lockedField } from './designer-model.js';

/**
 * The chain designer (issue 29): a school's administrator adapts an approval chain and its form on
 * a screen, previews the route a request would take, publishes a new version (running requests
 * finish on theirs), restores an earlier one, or uploads a BPMN file drawn elsewhere after seeing
 * what we do not run. Every publish and restore is in the change log. The model is
 * designer-model.ts; how it maps to BPMN is docs/BPMN.md "The chain designer".
 */

/** The relation every designer endpoint names: the school's administrators only. */
export const DESIGNER_ADMIN = 'admin.designer';

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  label: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP },
});

const processKey = designerKey.meta(label('流程', '流程', 'Process', 'プロセス'));
const bpmnXml = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(MAX_BPMN_LENGTH, 'validation.maxLength')
  .meta(label('BPMN 文件', 'BPMN 檔案', 'BPMN file', 'BPMN ファイル'));

/** One process of the school as the designer lists it. */
export const designerProcess = z.object({
  key: z.string(),
  /** In the reader's language. */
  name: z.string(),
  /** The student-affairs group and module it serves, when it is one (their titles, in the reader's language). */
  group: z.string().nullable(),
  module: z.string().nullable(),
  version: z.number(),
  publishedAt: z.string().nullable(),
  /** chain: the designer draws it; other: its shape (parallel branches, ...) is edited as a BPMN file. */
  shape: z.enum(['chain', 'other']),
});

/** A process opened in the designer. */
export const designerOpened = z.object({
  process: designerProcess,
  /** The current version as a draft; null when its shape is not a chain (then `shapeReason` says why). */
  draft: designerDraft.nullable(),
  shapeReason: z.string().nullable(),
  /** The current version's BPMN (what bpmn-js shows). */
  xml: z.string(),
  /** Fields the module's rules read: they cannot be removed, hidden or retyped. */
  locked: z.array(lockedField),
  /** The starter attributes a condition may read (`starter.grade`, ...), with their names. */
  starterFields: z.array(z.object({ key: z.string(), label: z.string() })),
});

/** One problem found in a draft or a file: where (a step, a field, a BPMN element) and what. */
export const designerProblem = z.object({
  /** A step id, a field key or a BPMN element id. */
  element: z.string(),
  /** The BPMN element type when the problem is an unsupported element (`bpmn:ServiceTask`). */
  type: z.string().nullable(),
  message: z.string(),
});

/** The BPMN a draft makes, and what is wrong with it (empty: it would publish). */
export const designerCompiled = z.object({ xml: z.string(), problems: z.array(designerProblem) });

/** The route a request would take: every step in order, whom it reaches, or why it is skipped. */
export const designerRoute = z.object({
  steps: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      applies: z.boolean(),
      /** Whom it reaches (names), empty when skipped or when nobody is found. */
      approvers: z.array(z.object({ account: z.string(), name: z.string() })),
      /** Why it is skipped, or that nobody would be found (which refuses the start). */
      note: z.string().nullable(),
    }),
  ),
  /** "王晓婷 -> 陈志强": the route in one line, in the reader's language. */
  summary: z.string(),
});

export const designerVersion = z.object({
  version: z.number(),
  /** The version new requests start on. */
  main: z.boolean(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** How it came: drawn in the designer, uploaded as a file, restored from an earlier version, seeded. */
  origin: z.enum(['designer', 'upload', 'restore', 'seed', 'deploy']),
  comment: z.string().nullable(),
  /** Requests still running on this version. */
  running: z.number(),
});

export const designerPublished = z.object({ key: z.string(), version: z.number() });

/** What an uploaded file would be: every element we do not run named, before anything is stored. */
export const designerChecked = z.object({
  /** The process key in the file. */
  key: z.string().nullable(),
  accepted: z.boolean(),
  problems: z.array(designerProblem),
});

const comment = z
  .string()
  .trim()
  .max(200, 'validation.maxLength')
  .optional()
  .meta(label('版本说明', '版本說明', 'Version note', 'バージョンのメモ'));

/** The version the draft was made from: publishing over a newer one is refused (someone else published). */
const baseVersion = wholeNumber(1, 1_000_000).meta(
  label('基础版本', '基礎版本', 'Base version', '元のバージョン'),
);

const admin = endpointsOf({ service: 'business', access: { relation: DESIGNER_ADMIN } });

export const designerEndpoints = {
  processes: admin.get('/affairs/admin/designer/processes', { reply: z.array(designerProcess) }),
  open: admin.get('/affairs/admin/designer/process', {
    query: z.object({ key: processKey }),
    reply: designerOpened,
  }),
  /** The BPMN a draft makes and its problems; nothing is stored. */
  compile: admin.post('/affairs/admin/designer/compile', {
    body: z.object({ draft: designerDraft }),
    reply: designerCompiled,
  }),
  /** The route a request of this applicant with these values would take under the draft. */
  preview: admin.post('/affairs/admin/designer/preview', {
    body: z.object({
      draft: designerDraft,
      /** The applicant's account (student number). */
      applicant: z
        .string('validation.required')
        .trim()
        .min(1, 'validation.required')
        .max(64, 'validation.maxLength')
        .meta(label('申请人', '申請人', 'Applicant', '申請者')),
      values: formData,
    }),
    reply: designerRoute,
  }),
  publish: admin.post('/affairs/admin/designer/publish', {
    body: z.object({ draft: designerDraft, baseVersion, comment }),
    reply: designerPublished,
    idempotent: true,
  }),
  versions: admin.get('/affairs/admin/designer/versions', {
    query: z.object({ key: processKey }),
    reply: z.array(designerVersion),
  }),
  /** A new version with an earlier version's chain and form (history stays linear). */
  restore: admin.post('/affairs/admin/designer/restore', {
    body: z.object({
      key: processKey,
      version: wholeNumber(1, 1_000_000).meta(label('版本', '版本', 'Version', 'バージョン')),
      baseVersion,
      comment,
    }),
    reply: designerPublished,
    idempotent: true,
  }),
  /** Checks a BPMN file drawn elsewhere; nothing is stored. */
  check: admin.post('/affairs/admin/designer/check', {
    body: z.object({ key: processKey, xml: bpmnXml }),
    reply: designerChecked,
  }),
  /** Publishes a checked BPMN file as the process's next version (its current form kept). */
  upload: admin.post('/affairs/admin/designer/upload', {
    body: z.object({ key: processKey, xml: bpmnXml, baseVersion, comment }),
    reply: designerPublished,
    idempotent: true,
  }),
};
