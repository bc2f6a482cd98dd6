import type { StudentPlacement } from '@campus/contract/affairs/ssgl';
import type { UseQueryResult } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import { useDormTexts } from './texts';

/** The students a search found, one list item each (`item` draws it), or a word that none matched. */
export function StudentMatches({
  found,
  item,
}: {
  found: UseQueryResult<StudentPlacement[]>;
  item: (student: StudentPlacement) => ReactNode;
}) {
  const t = useDormTexts();
  return (
    <QueryView query={found}>
      {(students) =>
        students.length === 0 ? (
          <ErrorBlock status="empty" title={t('occ.noMatch')} description="" />
        ) : (
          <List>{students.map(item)}</List>
        )
      }
    </QueryView>
  );
}
