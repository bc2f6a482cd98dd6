import { useQuery } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { MissingTarget } from '../../../../components/missing-target';
import { QueryView } from '../../../../components/query-view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { xsxxEndpoints } from './api';
import { CardFields } from './card-fields';
import { useInfoTexts } from './texts';

/** studentCard: one student's whole record, for the staff in charge of the student (?id=). */
export function StudentCardPage(props: AffairScreenProps) {
  const t = useInfoTexts();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const card = useQuery({ ...endpointQuery(xsxxEndpoints.student, { query: { id } }), enabled: id !== '' });
  // Opened without ?id=: say so, rather than wait for a query that has nothing to ask.
  if (!id)
    return (
      <>
        <GroupHeader props={props} />
        <MissingTarget />
      </>
    );
  return (
    <>
      <GroupHeader props={props} />
      <NoticeBar content={t('card.hint')} color="alert" wrap />
      <QueryView query={card}>{(loaded) => <CardFields card={loaded} />}</QueryView>
    </>
  );
}
