import { useQuery } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { QueryView } from '../../../../components/query-view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { MissingTargetScreen, useTargetId } from '../../target-id';
import { endpointQuery } from '../../../../api/http';
import { xsxxEndpoints } from './api';
import { CardFields } from './card-fields';
import { useInfoTexts } from './texts';

/** studentCard: one student's whole record, for the staff in charge of the student (?id=). */
export function StudentCardPage(props: AffairScreenProps) {
  const t = useInfoTexts();
  const id = useTargetId();
  const card = useQuery({ ...endpointQuery(xsxxEndpoints.student, { query: { id } }), enabled: id !== '' });
  if (!id) return <MissingTargetScreen props={props} />;
  return (
    <>
      <GroupHeader props={props} />
      <NoticeBar content={t('card.hint')} color="alert" wrap />
      <QueryView query={card}>{(loaded) => <CardFields card={loaded} />}</QueryView>
    </>
  );
}
