import type { FilterOp, ListQuery, ListReply } from '@campus/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { AuthContext } from '../../../http/auth.js';
import type { FilterType, ListColumn, ListSpec } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';
import { mayPublish } from '../news/permissions.js';
import * as repo from './repo.js';

/**
 * The datasets templates may show: each a fixed query with its own column whitelist and its own
 * permission rule. A template only picks among these columns; adding a dataset is a code change.
 */
export interface DatasetColumn<C extends string = string> {
  /** Qualified column, as the query's tables name it. */
  column: C;
  type: FilterType;
  /** A dictionary (findByTypeKey) that names the column's values. */
  dictionary?: string;
}

/** What a template's list takes from its dataset, each by column key. */
export interface DatasetList {
  columns: readonly string[];
  filters: readonly { key: string; op: FilterOp }[];
  sorts: readonly string[];
  defaultSort: { key: string; order: 'ASC' | 'DESC' };
}

export interface Dataset {
  columns: Record<string, DatasetColumn>;
  defaultSort: { key: string; order: 'ASC' | 'DESC' };
  permits(auth: AuthContext): boolean;
  /** A page of a template's list; its keys are the dataset's (the template was checked on loading). */
  list(
    db: repo.Db,
    caller: repo.Caller,
    list: DatasetList,
    query: ListQuery,
  ): Promise<ListReply<Record<string, unknown>>>;
}

/** A dataset whose columns are checked against the tables of its query. */
function dataset<DB, TB extends keyof DB>(
  definition: Omit<Dataset, 'columns' | 'list'> & {
    columns: Record<string, DatasetColumn<ListColumn<DB, TB>>>;
    query(db: repo.Db, caller: repo.Caller): SelectQueryBuilder<DB, TB, object>;
  },
): Dataset {
  const { columns, query: datasetQuery, ...rest } = definition;
  const column = (key: string) => columns[key]!.column;
  return {
    ...rest,
    columns,
    list(db, caller, list, query) {
      const spec: ListSpec<ListColumn<DB, TB>> = {
        filters: Object.fromEntries(
          list.filters.map(({ key, op }) => [
            key,
            { column: column(key), type: columns[key]!.type, ops: [op] },
          ]),
        ),
        sorts: Object.fromEntries(list.sorts.map((key) => [key, column(key)])),
        defaultSort: { column: column(list.defaultSort.key), order: list.defaultSort.order },
      };
      const shown = Object.fromEntries(list.columns.map((key) => [key, column(key)]));
      return repo.runDataset(datasetQuery(db, caller), shown, query, spec);
    },
  };
}

const hasRole = (auth: AuthContext, ...roles: string[]) => auth.roles.some((role) => roles.includes(role));

export const DATASETS: Readonly<Record<string, Dataset>> = {
  myClassStudents: dataset({
    columns: {
      ...textFilters({ number: 'm.number', name: 'u.fullname' }),
      gender: { column: 'u.gender', type: 'string', dictionary: 'gender' },
      ...textFilters({ classId: 'o.id', className: 'o.name', grade: 'o.grade', phone: 'u.mobile' }),
    },
    defaultSort: { key: 'number', order: 'ASC' },
    permits: (auth) => auth.kind === 'staff' && hasRole(auth, 'counsellor', 'teacher'),
    query: repo.myClassStudents,
  }),
  myAnnouncements: dataset({
    columns: {
      ...textFilters({
        title: 'n.title',
        publicItem: 'n.publicItem',
        status: 'n.status',
        depName: 'n.depName',
      }),
      publicDate: { column: 'n.publicDate', type: 'date' },
      loseDate: { column: 'n.loseDate', type: 'date' },
      createTime: { column: 'n.createdAt', type: 'date' },
    },
    defaultSort: { key: 'createTime', order: 'DESC' },
    permits: mayPublish,
    query: repo.myAnnouncements,
  }),
};
