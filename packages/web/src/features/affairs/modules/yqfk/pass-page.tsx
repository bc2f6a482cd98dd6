import type { GatePass } from '@campus/contract/affairs/yqfk';
import { useQuery } from '@tanstack/react-query';
import { Button, NoticeBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { QrImage } from '../../checkin/qr-image';
import { GroupHeader } from '../../group-header';
import { yqfkEndpoints } from './api';
import { useHealthTexts } from './texts';
import styles from './yqfk.module.css';

const time = (at: number | null) => (at === null ? '—' : formatDateTime(at, 'HH:mm'));

function Passage({ pass }: { pass: GatePass }) {
  const t = useHealthTexts();
  return (
    <SectionCard title={t('pass.title', { date: pass.outDate, hours: pass.hours })}>
      <p className={styles.meta}>{pass.destination}</p>
      <p className={styles.meta}>
        {t('pass.out')}: {time(pass.outAt)} · {t('pass.in')}: {time(pass.inAt)}
      </p>
    </SectionCard>
  );
}

/** gatePass: today's approved campus exit as a rotating code the gate scans out and back in. */
export function GatePassPage(props: AffairScreenProps) {
  const t = useHealthTexts();
  const navigate = useNavigate();
  const pass = useQuery({
    ...endpointQuery(yqfkEndpoints.pass, {}),
    // A new code when the slot turns (every 30 s), as check-in's rotating codes.
    refetchInterval: (q) =>
      q.state.data?.code ? Math.max(1000, q.state.data.code.expiresAt - Date.now() + 200) : false,
  });
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={pass}>
        {({ pass: today, code }) =>
          !today ? (
            <>
              <NoticeBar color="info" wrap content={t('pass.none')} />
              <div className={styles.bar}>
                <Button
                  block
                  color="primary"
                  onClick={() => void navigate(screenPath(props, 'apply', { module: 'campusExit' }))}
                >
                  {t('pass.apply')}
                </Button>
              </div>
            </>
          ) : (
            <>
              <Passage pass={today} />
              {code ? (
                <SectionCard title={t(today.state === 'out' ? 'pass.showIn' : 'pass.showOut')}>
                  <div className={styles.qr}>
                    <QrImage text={code.code} label={t('pass.qr')} />
                  </div>
                </SectionCard>
              ) : (
                <NoticeBar color="success" wrap content={t('pass.used')} />
              )}
            </>
          )
        }
      </QueryView>
    </>
  );
}
