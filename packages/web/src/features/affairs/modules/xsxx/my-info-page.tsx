import { INFO_CHANGE_MODULES } from '@campus/contract/affairs/xsxx';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { xsxxEndpoints } from './api';
import { CardFields } from './card-fields';
import { useInfoTexts } from './texts';
import styles from './xsxx.module.css';

/** myInfo: the student's own record, whole, with a change request for the phone, address and bank card. */
export function MyInfoPage(props: AffairScreenProps) {
  const t = useInfoTexts();
  const navigate = useNavigate();
  const mine = useQuery(endpointQuery(xsxxEndpoints.mine));
  return (
    <>
      <GroupHeader props={props} subtitle={t('mine.hint')} />
      <QueryView query={mine}>
        {(card) => (
          <>
            <CardFields
              card={card}
              onChange={(field) =>
                navigate(screenPath(props, 'apply', { module: INFO_CHANGE_MODULES[field].key }))
              }
              onPending={(id, field) =>
                navigate(
                  screenPath(props, 'detail', { module: INFO_CHANGE_MODULES[field].key, query: { id } }),
                )
              }
            />
            <div className={styles.toolbar}>
              <Button block onClick={() => navigate(screenPath(props, 'records'))}>
                {t('records')}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </>
  );
}
