import type { StudentPlacement } from '@campus/contract/affairs/ssgl';
import type { UseQueryResult } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ErrorBlock } from '../../../../components/error-block';
import { ListQueryView } from '../../list-query-view';
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
    <ListQueryView
      query={found}
      empty={<ErrorBlock status="empty" title={t('occ.noMatch')} description="" />}
    >
      {(students) => <List>{students.map(item)}</List>}
    </ListQueryView>
  );
}
