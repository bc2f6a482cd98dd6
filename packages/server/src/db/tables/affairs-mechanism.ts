import type { Generated } from 'kysely';
import type { YN } from './types.js';

/**
 * What the student-affairs mechanism keeps beside the workflow (migration 0040): batches and their
 * quotas, each request's standing (batch, outcome, publicity), objections, payouts, the school's
 * settings, and the sanctions eligibility reads. Dates are `yyyy-MM-dd` (the school's), times
 * epoch ms, amounts yuan.
 */

/** An application round (批次) of one module. */
export interface AffairBatchTable {
  id: string;
  tenantId: string;
  moduleKey: string;
  academicYear: string;
  name: string;
  startDate: string;
  endDate: string;
  /** JSON: enrolment years; empty for every grade. */
  grades: string;
  /** JSON: college org ids; empty for every college. */
  colleges: string;
  perStudent: number;
  publicityDays: number;
  closed: YN;
  version: number;
  createdBy: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A college's places in a batch, and how many of them its reviewers have passed on. */
export interface AffairQuotaTable {
  tenantId: string;
  batchId: string;
  orgId: string;
  quota: number;
  used: number;
}

/** A submitted request's standing, keyed by its instance id. */
export interface AffairRequestTable {
  instanceId: string;
  tenantId: string;
  moduleKey: string;
  batchId: string | null;
  academicYear: string | null;
  studentId: string;
  collegeId: string | null;
  grade: string | null;
  /** Its place among the student's applications in the batch (1..perStudent); null once released. */
  slot: number | null;
  /** Whether it holds one of its college's places (passed the quota step). */
  holdsQuota: YN;
  outcome: string | null;
  amount: number | null;
  publicityStart: number | null;
  publicityEnd: number | null;
  openObjections: number;
  createdAt: number;
  updatedAt: number;
}

/** An objection (异议) to a request in publicity; its handling is a workflow instance of its own. */
export interface AffairObjectionTable {
  id: string;
  tenantId: string;
  requestId: string;
  filedBy: string;
  reason: string;
  /** `superseded`: a second open one of the same person, closed by migration 0102 (one open each). */
  status: 'open' | 'upheld' | 'dismissed' | 'superseded';
  createdAt: number;
  decidedAt: number | null;
}

/** One payment of an award (scholarship at once, grant per term or month). */
export interface AffairPayoutTable {
  id: string;
  tenantId: string;
  requestId: string;
  studentId: string;
  moduleKey: string;
  academicYear: string | null;
  period: string;
  amount: number;
  dueDate: string;
  paidAt: number | null;
  state: 'pending' | 'paid' | 'failed';
  createdAt: number;
}

/** A figure the school sets (amounts, caps, publicity days); unset keys take the module's default. */
export interface SchoolSettingTable {
  tenantId: string;
  key: string;
  /** JSON. */
  value: string;
  updatedBy: string | null;
  updatedAt: number;
}

/** A disciplinary sanction, as eligibility rules read it (the discipline module records them). */
export interface StudentSanctionTable {
  id: string;
  tenantId: string;
  studentId: string;
  kind: string;
  startDate: string;
  endDate: string;
  status: 'inForce' | 'lifted' | 'revoked';
  createdAt: number;
  /** The decision as the discipline group records it (0053); null on rows written without it. */
  cause: string | null;
  facts: string | null;
  basis: string | null;
  decisionNo: string | null;
  decisionDate: string | null;
  periodMonths: number | null;
  receivedDate: string | null;
  recorderId: string | null;
  recorderName: string | null;
  /** pending | refused | reviewing | upheld | changed | revoked (the appeal committee's). */
  appealStatus: string | null;
  appealId: string | null;
  appealAcceptedDate: string | null;
  liftId: string | null;
  liftedDate: string | null;
  version: Generated<number>;
  updatedAt: number | null;
}

export interface AffairsMechanismTables {
  affairBatch: AffairBatchTable;
  affairQuota: AffairQuotaTable;
  affairRequest: AffairRequestTable;
  affairObjection: AffairObjectionTable;
  affairPayout: AffairPayoutTable;
  schoolSetting: SchoolSettingTable;
  studentSanction: StudentSanctionTable;
}
