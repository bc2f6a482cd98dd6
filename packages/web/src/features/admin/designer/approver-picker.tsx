import type { DesignerApprover } from '@campus/contract/api/admin/designer-model';
import { DESIGNER_RELATIONS, DESIGNER_SCOPES } from '@campus/contract/api/admin/designer-values';
import type { OrgNode, RoleRow } from '@campus/contract/routes/api/admin/directory';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { StaffPicker } from '../desk/staff-picker';
import styles from './designer.module.css';
import { approverLabel, withApprover, type ApproverNames } from './draft';
import { useDesignerTexts } from './texts';

type Kind = 'relation' | 'role' | 'user' | 'org' | 'starter';
const KINDS: readonly Kind[] = ['relation', 'role', 'user', 'org', 'starter'];

/** Units an approval goes to as a whole: colleges and offices (not classes or majors). */
const UNIT_TYPES = new Set(['college', 'office', 'department', 'school']);

export interface Directory {
  roles: readonly RoleRow[];
  orgs: readonly OrgNode[];
  names: ApproverNames;
  /** Remembers the name of a person picked, to show it instead of their account. */
  rememberPerson: (account: string, name: string) => void;
}

interface ApproversProps {
  /** The list's name, e.g. 审批人 or 抄送 (its chips and its picker are labelled with it). */
  title: string;
  list: readonly DesignerApprover[];
  onChange: (list: DesignerApprover[]) => void;
  directory: Directory;
  /** Shown when the list is empty. */
  none?: string;
  /** The applicant confirming is a step's approver, never a copy's receiver. */
  allowStarter?: boolean;
}

/** Who approves (or gets a copy): the chosen ones as chips, and a picker to add one. */
export function Approvers({ title, list, onChange, directory, none, allowStarter = true }: ApproversProps) {
  const t = useDesignerTexts();
  return (
    <div className={styles.block} role="group" aria-label={title}>
      <span className={styles.blockTitle}>{title}</span>
      <div className={styles.line}>
        {list.length === 0 && none && <span className={styles.blockTitle}>{none}</span>}
        {list.map((approver, i) => {
          const label = approverLabel(approver, t.words, directory.names);
          return (
            <span className={styles.chip} key={i}>
              {label}
              <button
                type="button"
                aria-label={t.removeApprover(label)}
                onClick={() => onChange(list.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </span>
          );
        })}
      </div>
      <ApproverPicker
        title={title}
        directory={directory}
        allowStarter={allowStarter}
        onAdd={(approver) => onChange(withApprover(list, approver))}
      />
    </div>
  );
}

function ApproverPicker({
  title,
  directory,
  allowStarter,
  onAdd,
}: {
  title: string;
  directory: Directory;
  allowStarter: boolean;
  onAdd: (approver: DesignerApprover) => void;
}) {
  const t = useDesignerTexts();
  const [kind, setKind] = useState<Kind>('relation');
  const [relation, setRelation] = useState<(typeof DESIGNER_RELATIONS)[number]>('counsellor');
  const [role, setRole] = useState('');
  const [scope, setScope] = useState<(typeof DESIGNER_SCOPES)[number]>('school');
  const [org, setOrg] = useState('');
  const units = directory.orgs.filter((o) => UNIT_TYPES.has(o.type));
  const chosen = (): DesignerApprover | null => {
    switch (kind) {
      case 'relation':
        return { kind, relation };
      case 'role':
        return role ? { kind, code: role, scope } : null;
      case 'org':
        return org ? { kind, code: org } : null;
      case 'starter':
        return { kind };
      case 'user':
        return null;
    }
  };
  const approver = chosen();
  return (
    <div className={styles.block}>
      <div className={styles.line}>
        <label>
          <span>{t.approverKind}</span>
          <select
            aria-label={`${title} ${t.approverKind}`}
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
          >
            {KINDS.filter((k) => allowStarter || k !== 'starter').map((k) => (
              <option key={k} value={k}>
                {t.approverKinds[k]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'relation' && (
          <select
            aria-label={`${title} ${t.approverKinds.relation}`}
            value={relation}
            onChange={(e) => setRelation(e.target.value as typeof relation)}
          >
            {DESIGNER_RELATIONS.map((r) => (
              <option key={r} value={r}>
                {t.relations[r]}
              </option>
            ))}
          </select>
        )}
        {kind === 'role' && (
          <>
            <select
              aria-label={`${title} ${t.approverKinds.role}`}
              value={role}
              onChange={(e) => setRole(e.target.value)}
            >
              <option value="">—</option>
              {directory.roles.map((r) => (
                <option key={r.id} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
            <select
              aria-label={`${title} ${t.scope}`}
              value={scope}
              onChange={(e) => setScope(e.target.value as typeof scope)}
            >
              {DESIGNER_SCOPES.map((s) => (
                <option key={s} value={s}>
                  {t.words.scopes[s]}
                </option>
              ))}
            </select>
          </>
        )}
        {kind === 'org' && (
          <select
            aria-label={`${title} ${t.approverKinds.org}`}
            value={org}
            onChange={(e) => setOrg(e.target.value)}
          >
            <option value="">—</option>
            {units.map((u) => (
              <option key={u.id} value={u.code}>
                {u.name}
              </option>
            ))}
          </select>
        )}
        {kind !== 'user' && (
          <Button
            size="small"
            disabled={!approver}
            onClick={() => {
              if (approver) onAdd(approver);
            }}
          >
            {t.addApprover}
          </Button>
        )}
      </div>
      {kind === 'user' && (
        <StaffPicker
          onPick={(person) => {
            directory.rememberPerson(person.account, person.name);
            onAdd({ kind: 'user', account: person.account });
          }}
        />
      )}
    </div>
  );
}
