import type { FilterType } from '../../../http/list-query.js';
import type { AuthContext } from '../../../http/auth.js';
import { mayPublish } from '../news/permissions.js';
import * as repo from './repo.js';

/**
 * The datasets templates may show: each a fixed query with its own column whitelist and its own
 * permission rule. A template only picks among these columns; adding a dataset is a code change.
 */
export interface DatasetColumn {
  /** Qualified SQL column. */
  column: string;
  type: FilterType;
  /** A dictionary (findByTypeKey) that names the column's values. */
  dictionary?: string;
}

export interface Dataset {
  columns: Record<string, DatasetColumn>;
  defaultSort: { key: string; order: 'ASC' | 'DESC' };
  permits(auth: AuthContext): boolean;
  query(db: repo.Db, caller: repo.Caller): repo.DatasetQuery;
}

const hasRole = (auth: AuthContext, ...roles: string[]) => auth.roles.some((role) => roles.includes(role));

export const DATASETS: Readonly<Record<string, Dataset>> = {
  myClassStudents: {
    columns: {
      number: { column: 'm.number', type: 'string' },
      name: { column: 'u.fullname', type: 'string' },
      gender: { column: 'u.gender', type: 'string', dictionary: 'gender' },
      classId: { column: 'o.id', type: 'string' },
      className: { column: 'o.name', type: 'string' },
      grade: { column: 'o.grade', type: 'string' },
      phone: { column: 'u.mobile', type: 'string' },
    },
    defaultSort: { key: 'number', order: 'ASC' },
    permits: (auth) => auth.kind === 'staff' && hasRole(auth, 'counsellor', 'teacher'),
    query: repo.myClassStudents,
  },
  myAnnouncements: {
    columns: {
      title: { column: 'n.title', type: 'string' },
      publicItem: { column: 'n.public_item', type: 'string' },
      status: { column: 'n.status', type: 'string' },
      depName: { column: 'n.dep_name', type: 'string' },
      publicDate: { column: 'n.public_date', type: 'date' },
      loseDate: { column: 'n.lose_date', type: 'date' },
      createTime: { column: 'n.created_at', type: 'date' },
    },
    defaultSort: { key: 'createTime', order: 'DESC' },
    permits: mayPublish,
    query: repo.myAnnouncements,
  },
};
