import type {
  AffairGroupDescriptor,
  AffairModuleDescriptor,
  FormDefinition,
  FormValues,
  GroupExtraStatistics,
  Language,
} from '@campus/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Charge } from '../../core/org/charge.js';
import type { BpmInstance, DB } from '../../db/schema.js';
import type { InstanceEvent } from '../../engine/events.js';
import type { ProcessGraph } from '../../engine/model.js';
import type { AssigneeLookup } from '../../engine/runtime/assign.js';
import type { ReferenceReader } from '../../engine/references.js';
import type { CommandContext } from '../../engine/runtime/run.js';
import type { AuthContext } from '../../http/auth.js';
import type { FactReaders } from './student-facts.js';
import type { AbsenceSource } from './absences.js';

/**
 * What a group adds to the generic mechanism where its behaviour really differs (DESIGN §7), in
 * its server folder modules/affairs/modules/<group>/index.ts (`export default` a GroupExtension).
 * Every part is optional; a group without a folder is served by the mechanism alone.
 */
export interface ModuleScope {
  db: Kysely<DB>;
  tenantId: string;
  /** The school's date now (yyyy-MM-dd). */
  today: string;
}

/** The request being submitted: its instance (a draft's, when one is submitted) and its student. */
export interface SubmittedRequest {
  instanceId: string;
  starterId: string;
}

export interface AffairExtension<R extends object = object> {
  /** The module's record of each request ('record' columns, the detail's `record`), by instance id. */
  records?(scope: ModuleScope, instances: readonly BpmInstance[]): Promise<Map<string, R>>;
  /** Risk flags of requests waiting for review (the counsellor's triage), by instance id. */
  flags?(scope: ModuleScope, instances: readonly BpmInstance[]): Promise<Map<string, string[]>>;
  /** What the caller may do on a request besides the workflow's own actions, on the school day `today`. */
  actions?(caller: AuthContext, instance: BpmInstance, record: R | null, today: string): string[];
  /** Module figures for the statistics, over the students in the caller's charge (or their own). */
  figures?(scope: ModuleScope, charge: Charge | null, caller: AuthContext): Promise<Record<string, number>>;
  /**
   * Checks a submission beyond the module's eligibility rules (a work-study post still has
   * places, a leave does not overlap another); throw an AppError to refuse. Runs in the
   * submission's transaction, on every way in (the module's apply, the BPM API's start, a draft
   * submitted), after the eligibility rules.
   */
  beforeSubmit?(
    ctx: CommandContext,
    module: AffairModuleDescriptor,
    values: FormValues,
    request: SubmittedRequest,
  ): Promise<void>;
  /**
   * Every command on the module's requests, after the mechanism's own bookkeeping and in the same
   * transaction (a dormitory change moves the bed when approved; a work-study placement starts).
   */
  onEvent?(ctx: CommandContext, module: AffairModuleDescriptor, event: InstanceEvent): Promise<void>;
}

/** Demo data of a group for one school, written after its processes are deployed. */
export interface SeedContext {
  db: Kysely<DB>;
  tenantId: string;
  now: number;
  /** The school's named demo accounts by their part ('student', 'counsellor', ...). */
  accounts: {
    student: string[];
    counsellor: string | null;
    /** The named student of the graduating cohort, if the school has one (leaving school, destinations). */
    graduate: string | null;
  };
  /** Whether this is the first demo school (the one README describes in detail). */
  primary: boolean;
}

// Each module's record type is its own; the mechanism only passes records back to their module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExtension = AffairExtension<any>;

export interface GroupExtension {
  modules?: Record<string, AnyExtension>;
  /** Named ways to find approvers from a request's values (`campus:assignee="lookup:<name>"`). */
  lookups?: Record<string, AssigneeLookup>;
  /** The group's own API, mounted under its service prefix (leave: 销假, today, registrations). */
  routes?(db: Kysely<DB>, registry: AffairRegistry): FastifyPluginAsync;
  /**
   * The group's own figures and charts on its statistics screen, beside the mechanism's counts of
   * requests (the dormitory: occupancy per building, free beds, inspection grades); the caller is
   * one of the group's staff, `charge` the students in their charge.
   */
  statistics?(
    scope: ModuleScope,
    charge: Charge,
    caller: AuthContext,
    lang: Language,
  ): Promise<GroupExtraStatistics>;
  /** What the group's records tell of a student, for other groups to read (facts.ts). */
  facts?: FactReaders;
  /** Who is away with the group's approved requests on a day (leave), for other groups (absences.ts). */
  absences?: AbsenceSource;
  /**
   * How the group's records read when a form names one (`refers` on a field: an appeal's
   * sanction), by kind, for those who may read the record (engine/references.ts).
   */
  references?: Record<string, ReferenceReader>;
  /**
   * The base path a school runs the group under when it runs one of the group's variants
   * (onboarding: the school's configured cjxy_yxxt, ...); the catalogue's entry leads there.
   */
  basePath?(db: Kysely<DB>, tenantId: string): Promise<string>;
  seed?(ctx: SeedContext): Promise<void>;
  /** Groups seed in this order (default 50): a group whose demo reads another's records goes after it. */
  seedOrder?: number;
}

// ----- the registry (registry/registry.ts builds it): here, because an extension is handed it and
// it holds the extensions.

/** A module as the server runs it: descriptor, group, extension and its process as deployed. */
export interface LoadedModule {
  descriptor: AffairModuleDescriptor;
  group: AffairGroupDescriptor;
  extension: AnyExtension;
  /** The BPMN as deployed under the module's process key. */
  xml: string;
  form: FormDefinition;
  graph: ProcessGraph;
}

/** Every group and module found at start, with lookups. */
export interface AffairRegistry {
  groups: readonly AffairGroupDescriptor[];
  modules: readonly LoadedModule[];
  group(key: string): AffairGroupDescriptor | undefined;
  module(key: string): LoadedModule | undefined;
  byProcess(processKey: string): LoadedModule | undefined;
  groupExtension(groupKey: string): GroupExtension;
  modulesOf(groupKey: string): LoadedModule[];
  /** Modules whose outcome is of this kind (the hardship level: the hardship module and its variants). */
  outcomeModules(kind: string): LoadedModule[];
}
