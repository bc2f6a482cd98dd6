import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ListEmpty } from '../../../../components/list-empty';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { CardButtonList } from '../../card-list';
import { ListQueryView } from '../../list-query-view';
import { useCollectionTexts } from './texts';

/**
 * Collections as cards, each opening `screen` with its id (the student's form, the staff's
 * completion); "none yet" when there are none. `children` draws a card.
 */
export function CollectionList<Row extends { id: string }>({
  props,
  query,
  screen,
  children,
}: {
  props: AffairScreenProps;
  query: UseQueryResult<Row[]>;
  screen: string;
  children: (row: Row) => ReactNode;
}) {
  const t = useCollectionTexts();
  const navigate = useNavigate();
  return (
    <ListQueryView query={query} empty={<ListEmpty hint={t('mine.none')} />}>
      {(rows) => (
        <CardButtonList
          rows={rows}
          open={(c) => navigate(screenPath(props, screen, { query: { id: c.id } }))}
        >
          {children}
        </CardButtonList>
      )}
    </ListQueryView>
  );
}
