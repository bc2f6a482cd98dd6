import { RELATIONS, type Relation } from '../../core/org/relations.js';
import {
  COUNTERSIGN_ONLY_ACTIONS,
  DEFAULT_ACTIONS,
  DEFAULT_COUNTERSIGN_ACTIONS,
  TASK_ACTIONS,
  type AssignmentRule,
  type Completion,
  type Deadline,
  type FieldAccess,
  type OrgScope,
  type TaskAction,
} from '../model.js';

/**
 * Parsers for the `campus:` attribute values. Each returns the value or a reason it is wrong;
 * compile.ts ties the reason to the element.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const SCOPES: readonly OrgScope[] = ['class', 'college'];

function parseScoped(kind: 'role' | 'position', value: string): Parsed<AssignmentRule> {
  const [code = '', scope, ...rest] = value.split('@');
  if (!CODE.test(code) || rest.length > 0)
    return bad(`campus:assignee '${kind}:${value}' names no valid code`);
  if (scope !== undefined && !SCOPES.includes(scope as OrgScope)) {
    return bad(`campus:assignee scope '@${scope}' is not one of ${SCOPES.join(', ')}`);
  }
  return ok({ kind, code, scope: (scope as OrgScope | undefined) ?? null });
}

function parseRule(text: string): Parsed<AssignmentRule> {
  if (text === 'starter') return ok({ kind: 'starter' });
  const colon = text.indexOf(':');
  const kind = colon < 0 ? text : text.slice(0, colon);
  const value = colon < 0 ? '' : text.slice(colon + 1);
  switch (kind) {
    case 'user':
      return CODE.test(value)
        ? ok({ kind: 'user', account: value.toLowerCase() })
        : bad(`'${text}' names no account`);
    case 'role':
    case 'position':
      return parseScoped(kind, value);
    case 'org':
      return CODE.test(value) ? ok({ kind: 'org', code: value }) : bad(`'${text}' names no org code`);
    case 'relation':
      return RELATIONS.includes(value as Relation)
        ? ok({ kind: 'relation', relation: value as Relation })
        : bad(`relation '${value}' is not one of ${RELATIONS.join(', ')}`);
    case 'lookup':
      return CODE.test(value) ? ok({ kind: 'lookup', name: value }) : bad(`'${text}' names no lookup`);
    default:
      return bad(`'${text}' is not a rule (user:, role:, position:, org:, relation:, lookup:, starter)`);
  }
}

function parseRules(text: string | undefined): Parsed<AssignmentRule[]> {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const rules: AssignmentRule[] = [];
  for (const part of parts) {
    const rule = parseRule(part);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok(rules);
}

/** `relation:collegeAffairs, role:teacher@college`: the union of everyone each rule names. */
export function parseAssignment(text: string | undefined): Parsed<AssignmentRule[]> {
  const rules = parseRules(text);
  if (rules.ok && rules.value.length === 0) return bad('a user task needs campus:assignee');
  return rules;
}

/**
 * campus:copyTo: the same rules as campus:assignee, naming who gets a copy when the step is
 * agreed. Absent or empty: nobody. `starter` names nobody useful (the starter reads their own
 * request) and is refused, so a mistake shows at deploy.
 */
export function parseCopyTo(text: string | undefined): Parsed<AssignmentRule[]> {
  const rules = parseRules(text);
  if (!rules.ok) return bad(`campus:copyTo ${rules.reason}`);
  if (rules.value.some((rule) => rule.kind === 'starter'))
    return bad('campus:copyTo cannot name starter (the starter already reads their request)');
  return rules;
}

/** A step's deadline is at most 30 days (the designer's DESIGNER_DEADLINE_HOURS_MAX). */
export const DUE_HOURS_MAX = 720;

/** Whole hours as written in an attribute: digits only (no sign, decimals or units). */
function wholeHours(text: string): number | null {
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * campus:dueHours (1-720 whole hours after the task is created) and campus:remindHours (0 up to
 * dueHours before the deadline; 0 or absent: no early reminder, only the one when it passes).
 * Neither: no deadline; remindHours alone is refused.
 */
export function parseDeadline(
  dueText: string | undefined,
  remindText: string | undefined,
): Parsed<Deadline | null> {
  const due = dueText?.trim();
  const remind = remindText?.trim();
  if (due === undefined || due === '') {
    return remind === undefined || remind === '' ? ok(null) : bad('campus:remindHours needs campus:dueHours');
  }
  const dueHours = wholeHours(due);
  if (dueHours === null || dueHours < 1 || dueHours > DUE_HOURS_MAX)
    return bad(`campus:dueHours '${due}' is not a whole number of hours from 1 to ${DUE_HOURS_MAX}`);
  const remindHours = remind === undefined || remind === '' ? 0 : wholeHours(remind);
  if (remindHours === null || remindHours > dueHours)
    return bad(
      `campus:remindHours '${remind}' is not a whole number of hours from 0 to ${dueHours} (campus:dueHours)`,
    );
  return ok({ dueHours, remindHours });
}

export function parseActions(text: string | undefined, countersign: boolean): Parsed<TaskAction[]> {
  if (text === undefined || text.trim() === '')
    return ok([...(countersign ? DEFAULT_COUNTERSIGN_ACTIONS : DEFAULT_ACTIONS)]);
  const actions = [
    ...new Set(
      text
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = actions.filter((a) => !TASK_ACTIONS.includes(a as TaskAction));
  if (unknown.length) return bad(`campus:actions has unknown action(s) ${unknown.join(', ')}`);
  if (!countersign) {
    const votesOnly = actions.filter((a) => COUNTERSIGN_ONLY_ACTIONS.includes(a as TaskAction));
    if (votesOnly.length) return bad(`${votesOnly.join(', ')} only apply to multi-instance tasks`);
  }
  if (!actions.includes('agree')) return bad('campus:actions must include agree');
  return ok(actions as TaskAction[]);
}

export function parseCompletion(text: string | undefined): Parsed<Completion> {
  const value = (text ?? 'all').trim();
  if (value === 'all' || value === 'any') return ok({ kind: value });
  const match = /^(\d{1,3})%$/.exec(value);
  const percent = match ? Number(match[1]) : NaN;
  if (percent >= 1 && percent <= 100) return ok({ kind: 'percentage', percent });
  return bad(`campus:completion '${value}' is not all, any or a percentage such as 60%`);
}

const ACCESS: readonly FieldAccess[] = ['edit', 'read', 'hidden'];

export function parseAccess(text: string | undefined, fallback: FieldAccess): Parsed<FieldAccess> {
  if (text === undefined || text === '') return ok(fallback);
  return ACCESS.includes(text as FieldAccess)
    ? ok(text as FieldAccess)
    : bad(`field access '${text}' is not one of ${ACCESS.join(', ')}`);
}
