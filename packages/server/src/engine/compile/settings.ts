import { RELATIONS, type Relation } from '../../core/org/relations.js';
import {
  COUNTERSIGN_ONLY_ACTIONS,
  DEFAULT_ACTIONS,
  DEFAULT_COUNTERSIGN_ACTIONS,
  TASK_ACTIONS,
  type AssignmentRule,
  type Completion,
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

/** `relation:collegeAffairs, role:teacher@college`: the union of everyone each rule names. */
export function parseAssignment(text: string | undefined): Parsed<AssignmentRule[]> {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return bad('a user task needs campus:assignee');
  const rules: AssignmentRule[] = [];
  for (const part of parts) {
    const rule = parseRule(part);
    if (!rule.ok) return rule;
    rules.push(rule.value);
  }
  return ok(rules);
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
