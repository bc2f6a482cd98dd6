import type { TaskVia } from '@campus/contract';
import type { Kysely } from 'kysely';
import {
  membersOfOrg,
  usersByAccount,
  usersWithPosition,
  usersWithRole,
  type Person,
} from '../../core/org/people.js';
import type { MemberProfile } from '../../core/org/profile.js';
import { relatedPeople, type Relation } from '../../core/org/relations.js';
import type { DB } from '../../db/schema.js';
import type { AssignmentRule, OrgScope } from '../model.js';

/** The org subtree a scoped rule looks in; a scope the starter lacks (no class) finds nobody. */
function scopePath(starter: MemberProfile, scope: OrgScope | null): string | null | undefined {
  if (!scope) return null;
  return (scope === 'class' ? starter.classPath : starter.collegePath) ?? undefined;
}

/**
 * A named way to find people from a request's form values, registered by the module that owns
 * the data (`campus:assignee="lookup:workStudyEmployer"`: the supervisor of the chosen post).
 */
export type AssigneeLookup = (
  db: Kysely<DB>,
  tenantId: string,
  data: Readonly<Record<string, unknown>>,
  starter: MemberProfile,
) => Promise<Person[]>;

const lookups = new Map<string, AssigneeLookup>();

export function registerAssigneeLookup(name: string, lookup: AssigneeLookup): void {
  lookups.set(name, lookup);
}

/** A person a node's rules name, with how they named them (the pending list's split). */
export interface Assignee extends Person {
  via: TaskVia;
}

/**
 * How a relation reaches its people: the counsellor, class teacher and college student-affairs
 * staff hold a duty in the starter's class or college (they are in charge of it, the platform's
 * org manager); the office is whoever holds its role.
 */
const RELATION_VIA: Record<Relation, TaskVia> = {
  counsellor: 'orgManager',
  classTeacher: 'orgManager',
  classMonitor: 'orgManager',
  collegeAffairs: 'orgManager',
  office: 'role',
};

/** How a rule reaches the people it names: a person named outright (an account, the starter, a lookup) is 'user'. */
export function viaOf(rule: AssignmentRule): TaskVia {
  switch (rule.kind) {
    case 'user':
    case 'starter':
    case 'lookup':
      return 'user';
    case 'relation':
      return RELATION_VIA[rule.relation];
    case 'org':
    case 'role':
    case 'position':
      return rule.kind;
  }
}

function resolveRule(
  db: Kysely<DB>,
  tenantId: string,
  rule: AssignmentRule,
  starter: MemberProfile,
  data: Readonly<Record<string, unknown>> | undefined,
): Promise<Person[]> {
  switch (rule.kind) {
    case 'lookup': {
      // Without the request's values (the route shown before applying) nobody is known yet.
      const lookup = lookups.get(rule.name);
      return lookup && data ? lookup(db, tenantId, data, starter) : Promise.resolve([]);
    }
    case 'user':
      return usersByAccount(db, tenantId, rule.account);
    case 'starter':
      return Promise.resolve([{ id: starter.id, name: starter.name }]);
    case 'relation':
      return relatedPeople(db, tenantId, starter, rule.relation);
    case 'org':
      return membersOfOrg(db, tenantId, rule.code);
    case 'role':
    case 'position': {
      const path = scopePath(starter, rule.scope);
      if (path === undefined) return Promise.resolve([]);
      return rule.kind === 'role'
        ? usersWithRole(db, tenantId, rule.code, path)
        : usersWithPosition(db, tenantId, rule.code, path);
    }
  }
}

/**
 * Everyone a node's rules name for this starter, each once, in rule order; someone several rules
 * name counts as reached by the first. The starter is never among them unless a rule names the
 * starter (a "starter confirms" step): a counsellor who applies for something their own role
 * approves is not asked to approve it (`model.ts` starterActsAt).
 */
export async function resolveAssignees(
  db: Kysely<DB>,
  tenantId: string,
  rules: readonly AssignmentRule[],
  starter: MemberProfile,
  /** The request's form values, for lookup rules. */
  data?: Readonly<Record<string, unknown>>,
): Promise<Assignee[]> {
  const seen = new Set<string>();
  if (!rules.some((rule) => rule.kind === 'starter')) seen.add(starter.id);
  const people: Assignee[] = [];
  for (const rule of rules) {
    const via = viaOf(rule);
    for (const person of await resolveRule(db, tenantId, rule, starter, data)) {
      if (!seen.has(person.id)) {
        seen.add(person.id);
        people.push({ id: person.id, name: person.name, via });
      }
    }
  }
  return people;
}
