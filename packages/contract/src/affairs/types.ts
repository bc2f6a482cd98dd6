import type { ServicePrefix } from '../constants.js';
import type { FormValues, LocalizedText } from '../forms/types.js';
import type {
  BatchPolicy,
  CollectivePolicy,
  EligibilityRule,
  OutcomePolicy,
  PayoutPolicy,
  PrefillSource,
  RecordFigure,
  PublicityPolicy,
  QuotaPolicy,
  SettingDescriptor,
} from './policies.js';

/**
 * The student-affairs module mechanism (DESIGN §7, MODULES.md §0). A *group* is one route group
 * and service prefix of SPEC §2.4 (scholarships, /xgxt/jxj, /api/jxj/v3); it holds *modules*,
 * each one kind of request with its own process and form (the national scholarship, the
 * inspirational scholarship...). A group is one folder per side, found without a central list:
 *   contract  packages/contract/src/affairs/modules/<group>/index.ts  (this descriptor), the BPMN
 *             and form files it names, and the module's own API types
 *   server    packages/server/src/modules/affairs/modules/<group>/     only where behaviour differs
 *   web       packages/web/src/features/affairs/modules/<group>/       only where screens differ
 *
 * Generic API of every module, under /api/<service>/v3/affairs/<module key>/ (single mode:
 * /api/affairs/<module key>/): meta, apply, mine, review, publicity, detail, statistics, objection.
 * Generic API of every group, under /api/<service>/v3/affairs/<group key>/: schemes, records,
 * review, query, export, options, publicity, statistics, batches, quotas, settings, payouts (see
 * wire.ts).
 * Task actions, history and the diagram use the BPM API (/api/business/v3/bpm/...).
 */

/** Where a list column's value comes from. */
export type ColumnSource = 'form' | 'instance' | 'starter' | 'record';

/** How the screens show a value. */
export type ColumnFormat =
  'text' | 'date' | 'datetime' | 'dateRange' | 'days' | 'money' | 'dictionary' | 'status';

export interface AffairColumn {
  /** form: a field key; instance: subject | status | result | createTime | endTime | curNode |
   *  batch (the batch's name) | outcome (the decided level or tier, set on approval; give it the
   *  dictionary or options that name it); starter: name | number | className | collegeName;
   *  record: a module record field. */
  key: string;
  source: ColumnSource;
  /** A form column takes its label, format and dictionary from the form field unless given. */
  label?: LocalizedText;
  format?: ColumnFormat;
  dictionary?: string;
  /** What each value is called (a record column's own states); a form column takes its field's. */
  options?: Readonly<Record<string, LocalizedText>>;
  /** Shown as the row's title line rather than in the detail lines. */
  primary?: boolean;
  /**
   * Personal data (an ID number): lists give it masked (3*************2), only the request's
   * detail shows it whole to those who may read the request.
   */
  masked?: boolean;
  /**
   * The name the value goes by in a row, when another column of the list has the same key (the
   * activity's `name` from the form and the applicant's `name`): each column's value keeps its own.
   */
  as?: string;
}

export type AffairCategory = 'daily' | 'dormitory' | 'funding' | 'onboarding' | 'other';

/** Role codes of the demo schools and of every school the app is set up for. */
export type RoleCode = string;

/** One kind of request: its process, form, who applies and reviews, and the rules it runs under. */
export interface AffairModuleSpec {
  /** The API key: /api/<service>/v3/affairs/<key>/; unique across every group. */
  key: string;
  title: LocalizedText;
  /** One line on the schemes list (who it is for, what it gives). */
  summary?: LocalizedText;
  /** The BPMN process, deployed in every school (the key its requests run under). */
  processKey: string;
  /**
   * The files of the group's folder: the BPMN (several modules may share one: it is deployed
   * under each module's processKey and title) and the form.
   */
  process: { bpmn: string; form: string; description?: LocalizedText };
  /**
   * The request's subject (a template of form values and {starter.*}) when a shared BPMN
   * file's subject does not fit the module: the school's (zh-CN) alone, or one per language.
   * A language without one reads the default subject ("National Scholarship: 李明轩").
   */
  subject?: LocalizedText;
  /** Route name of the module's application form in the group (default: the module key). */
  applyRoute?: string;
  audience: { apply: RoleCode[]; review: RoleCode[] };
  lists?: {
    mine?: AffairColumn[];
    review?: AffairColumn[];
  };
  batches?: BatchPolicy;
  quota?: QuotaPolicy;
  eligibility?: EligibilityRule[];
  publicity?: PublicityPolicy;
  outcome?: OutcomePolicy;
  payout?: PayoutPolicy;
  prefill?: Record<string, PrefillSource>;
  /** The form field naming the collective the applicant speaks for (a collective honour). */
  collective?: CollectivePolicy;
  /** Form fields the system fills from the student's record (policies.ts RecordFigure), by field key. */
  recordFields?: Record<string, RecordFigure>;
  settings?: SettingDescriptor[];
  /** What the module calls a final result (已评定, 已认定); generic words otherwise. */
  finalLabel?: LocalizedText;
  /**
   * Offered on the group's schemes list (default). A module reached only from the group's own
   * screens (a resignation from one's work-study post) says false.
   */
  listed?: boolean;
  /**
   * Form fields the group's server code reads (field key -> why, said to a school's administrator
   * in the chain designer): they cannot be removed, retyped or hidden there.
   */
  lockedFields?: Record<string, LocalizedText>;
}

/** A module as the mechanism serves it: its spec and what it takes from its group. */
export interface AffairModuleDescriptor extends AffairModuleSpec {
  group: string;
  service: ServicePrefix;
  basePath: string;
  category: AffairCategory;
  applyRoute: string;
  lists: { mine: AffairColumn[]; review: AffairColumn[] };
}

/** Who a screen is for: applicants (students), reviewers (staff), managers (the office), or all. */
export type ScreenAudience = 'apply' | 'review' | 'manage' | 'all';

/**
 * The generic screens every group can have; a group's own screens use other kinds, rendered by
 * its web folder.
 */
export const GENERIC_SCREEN_KINDS = [
  'schemes',
  'apply',
  'mine',
  'records',
  'detail',
  'success',
  'review',
  'query',
  'publicity',
  'statistics',
  'batches',
  'settings',
  'payouts',
] as const;
export type GenericScreenKind = (typeof GENERIC_SCREEN_KINDS)[number];

export interface GroupScreen {
  /** The path below the group's base (SPEC route names: applicationList, nationalScholarship). */
  route: string;
  /** A generic kind, or one of the group's own screens. */
  kind: GenericScreenKind | (string & {});
  /** For module screens (apply, mine...): which module; else the group's modules. */
  module?: string;
  audience: ScreenAudience;
  /** Shown in the group's entries (its home and the workbench's More). */
  entry?: boolean;
  /** The screen's title; generic kinds have one of their own. */
  title?: LocalizedText;
  /** An apply screen that opens with this field first (familyMemberAdd: the family members' row editor). */
  focus?: string;
  /**
   * Offered only to holders of one of these roles (and tenant admins), on top of the audience: a
   * group's own screen for one kind of staff (a teacher's roll call) or for students only.
   */
  roles?: RoleCode[];
  /**
   * Offered to students only when they are in this cohort (`graduating`: their programme ends
   * this academic year: leaving school, a destination to register); staff are not affected.
   */
  cohort?: 'graduating';
}

/** A school's variant of the group's screens under another base path (cjxy_: /xgxt/cjxy_leave). */
export interface GroupVariant {
  key: string;
  basePath: string;
  /** Also serve the group's own screens under this base. */
  inherit: boolean;
  /** Routes of the group's own screens this variant does not inherit (the generic base's only). */
  omit?: string[];
  screens: GroupScreen[];
  default?: string;
}

/** A dictionary the group's forms use, seeded into every school that lacks it. */
export interface DictionarySeed {
  typeKey: string;
  name: LocalizedText;
  entries: { key: string; name: LocalizedText }[];
  /** Kept filled by the group's server code (work-study posts), so it may start empty. */
  maintained?: boolean;
}

export interface AffairGroupSpec {
  /** The group key (its folder name); unique across groups and modules. */
  key: string;
  service: ServicePrefix;
  /** Route group under /app ('/xgxt/jxj'); SPEC: each group redirects to its default screen. */
  basePath: string;
  title: LocalizedText;
  category: AffairCategory;
  /** Who opens, edits and closes batches, sets quotas and the school's figures. */
  manage?: RoleCode[];
  /** Roles who see every student of the school in this group's staff lists (besides the office). */
  seesAllStudents?: RoleCode[];
  /**
   * Who the group's own screens are for when it has no requests to say it (fees: students read
   * their bills, counsellors and the finance office the collection; onboarding: the freshmen and
   * the staff who receive them); added to its modules'.
   */
  audience?: { apply: RoleCode[]; review: RoleCode[] };
  /** The screen each audience lands on. */
  default: { apply: string; review: string };
  /** Screens beyond the ones the mechanism adds by itself (see groupScreens). */
  screens: GroupScreen[];
  variants?: GroupVariant[];
  dictionaries?: DictionarySeed[];
  /**
   * The school's own figures of the group beside its modules' (the dormitory's inspection grade
   * bands): on the settings screen under the group's key, read by the group's server code.
   */
  settings?: SettingDescriptor[];
  modules: AffairModuleSpec[];
}

/** A group as the mechanism serves it: every screen and every module filled in. */
export interface AffairGroupDescriptor extends Omit<AffairGroupSpec, 'modules'> {
  manage: RoleCode[];
  seesAllStudents: RoleCode[];
  modules: AffairModuleDescriptor[];
}

/**
 * A request's status as the screens name it: the workflow's (draft, running, approved,
 * rejected, ended by hand) and, for modules with publicity, in publicity, objection under
 * review, final.
 */
export type AffairStatus =
  'draft' | 'running' | 'approved' | 'rejected' | 'withdrawn' | 'ended' | 'publicity' | 'objection' | 'final';

export const AFFAIR_STATUSES = [
  'draft',
  'running',
  'approved',
  'rejected',
  'withdrawn',
  'ended',
  'publicity',
  'objection',
  'final',
] as const satisfies readonly AffairStatus[];

export type { FormValues };
