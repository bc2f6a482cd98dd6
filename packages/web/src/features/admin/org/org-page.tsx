import {
  ORG_PARENT_TYPES,
  ORG_UNIT_TYPES,
  type OrgUnitType,
} from '@campus/contract/api/admin/directory-rules';
import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery, http } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import { deskScreen } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { nestTree, type OrgBranch } from '../desk/org-tree';
import { noRows, QueryBlock } from '../desk/query-block';
import { useAdminTexts } from '../desk/texts';
import tree from './org-page.module.css';

/** What the form edits: a new unit under a parent, or an existing one renamed. */
interface Draft {
  id?: string;
  parentId?: string;
  parentName: string;
  type: OrgUnitType;
  code: string;
  name: string;
  grade: string;
}

/** The unit types that may sit under a unit of this type. */
const childTypes = (type: string): OrgUnitType[] =>
  ORG_UNIT_TYPES.filter((t) => ORG_PARENT_TYPES[t].includes(type));

/**
 * Organisation (/admin/org): the tree school -> colleges and offices -> majors -> classes with
 * codes and members; a unit added under its parent or renamed (the server checks the place and
 * that the code is the school's only one).
 */
export const OrgPage = deskScreen(Org);

function Org() {
  const t = useAdminTexts();
  const query = useQuery(endpointQuery(directoryEndpoints.orgTree));
  const [draft, setDraft] = useState<Draft | null>(null);
  const edit = (branch: OrgBranch) =>
    setDraft({
      id: branch.id,
      parentName: '',
      type: branch.type as OrgUnitType,
      code: branch.code,
      name: branch.name,
      grade: branch.grade ?? '',
    });
  const add = (parent: OrgBranch, type: OrgUnitType) =>
    setDraft({ parentId: parent.id, parentName: parent.name, type, code: '', name: '', grade: '' });
  return (
    <>
      {draft && <UnitForm draft={draft} onClose={() => setDraft(null)} />}
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(units) => (
          <ul className={tree.tree} role="tree">
            {nestTree(units).map((root) => (
              <Branch key={root.id} branch={root} onEdit={edit} onAdd={add} />
            ))}
          </ul>
        )}
      </QueryBlock>
    </>
  );
}

interface BranchProps {
  branch: OrgBranch;
  onEdit: (branch: OrgBranch) => void;
  onAdd: (parent: OrgBranch, type: OrgUnitType) => void;
}

function Branch({ branch, onEdit, onAdd }: BranchProps) {
  const t = useAdminTexts();
  const [open, setOpen] = useState(branch.type === 'school');
  return (
    <li role="treeitem" aria-expanded={branch.children.length ? open : undefined} aria-selected={false}>
      <div className={tree.node}>
        <button
          type="button"
          className={tree.toggle}
          onClick={() => setOpen(!open)}
          disabled={!branch.children.length}
        >
          {branch.children.length ? (open ? '▾' : '▸') : '·'}
        </button>
        <span className={tree.name}>{branch.name}</span>
        <span className={styles.muted}>
          {t.types[branch.type] ?? branch.type} · {branch.code}
          {branch.grade ? ` · ${branch.grade}` : ''} · {t.members} {branch.total}
        </span>
        <span className={tree.actions}>
          {branch.type !== 'school' && (
            <Button size="mini" fill="none" color="primary" onClick={() => onEdit(branch)}>
              {t.rename}
            </Button>
          )}
          {childTypes(branch.type).map((type) => (
            <Button key={type} size="mini" fill="none" color="primary" onClick={() => onAdd(branch, type)}>
              {t.add(t.types[type] ?? type)}
            </Button>
          ))}
        </span>
      </div>
      {open && branch.children.length > 0 && (
        <ul role="group">
          {branch.children.map((child) => (
            <Branch key={child.id} branch={child} onEdit={onEdit} onAdd={onAdd} />
          ))}
        </ul>
      )}
    </li>
  );
}

function UnitForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const t = useAdminTexts();
  const client = useQueryClient();
  const [typed, setTyped] = useState(draft);
  const withGrade = typed.type === 'class' || typed.type === 'major';
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await call(
        directoryEndpoints.orgSave,
        {
          body: {
            id: typed.id,
            parentId: typed.parentId,
            type: typed.type,
            code: typed.code,
            name: typed.name,
            grade: withGrade && typed.grade.trim() ? typed.grade.trim() : undefined,
          },
        },
        { loading: true },
      );
      void showToast({ icon: 'success', content: t.saved });
      await invalidateEndpoints(client, [directoryEndpoints.orgTree, directoryEndpoints.summary]);
      onClose();
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <form className={`${styles.card} ${styles.filters}`} onSubmit={(e) => void save(e)} aria-label={t.save}>
      <p className={`${styles.wide} ${styles.muted}`}>
        {typed.id ? t.rename : t.add(t.types[typed.type] ?? typed.type)}
        {typed.parentName ? ` · ${typed.parentName}` : ''}
      </p>
      <label>
        <span>{t.code}</span>
        <input
          required
          maxLength={32}
          value={typed.code}
          onChange={(e) => setTyped({ ...typed, code: e.target.value })}
        />
      </label>
      <label>
        <span>{t.name}</span>
        <input
          required
          maxLength={100}
          value={typed.name}
          onChange={(e) => setTyped({ ...typed, name: e.target.value })}
        />
      </label>
      {withGrade && (
        <label>
          <span>{t.grade}</span>
          <input
            inputMode="numeric"
            maxLength={4}
            value={typed.grade}
            onChange={(e) => setTyped({ ...typed, grade: e.target.value })}
          />
        </label>
      )}
      <div className={styles.buttons}>
        <Button type="submit" color="primary">
          {t.save}
        </Button>
        <Button size="small" onClick={onClose}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
