import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { xxcjEndpoints } from './api';
import { CollectionHead } from './collection-head';
import { CollectionList } from './collection-list';
import { useCollectionTexts } from './texts';

const COLOR = { toFill: 'primary', submitted: 'success', closed: 'default' } as const;

/** infoCollection: the student's collections (to fill in, submitted, closed), each opening its form. */
export function InfoCollectionPage(props: AffairScreenProps) {
  const t = useCollectionTexts();
  const mine = useQuery(endpointQuery(xxcjEndpoints.mine));
  return (
    <>
      <GroupHeader props={props} subtitle={t('mine.hint')} />
      <CollectionList props={props} query={mine} screen="collectionFill">
        {(c) => (
          <CollectionHead collection={c} tag={<Tag color={COLOR[c.state]}>{t(`state.${c.state}`)}</Tag>} />
        )}
      </CollectionList>
    </>
  );
}
