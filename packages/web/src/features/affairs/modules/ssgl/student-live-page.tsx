import type { MyDormitory } from '@campus/contract/affairs/ssgl';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { dormEndpoints } from './api';
import styles from './dorm.module.css';
import { useDormTexts } from './texts';
import { ErrorBlock } from '../../../../components/error-block';

function Place({ mine }: { mine: MyDormitory }) {
  const t = useDormTexts();
  const place = mine.place!;
  return (
    <section className={styles.place} aria-label={t('live.code')}>
      <h2>{t('live.room', { building: place.buildingName, room: place.roomNumber })}</h2>
      <p className={styles.placeLine}>
        {[
          t('live.bed', { n: place.bedNumber }),
          mine.capacity ? t('live.kind', { n: mine.capacity }) : '',
          t('live.floor', { n: place.floor }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('live.code')}</dt>
          <dd>{place.code}</dd>
        </div>
        {mine.since !== null && (
          <div>
            <dt>{t('live.since')}</dt>
            <dd>{formatDateTime(mine.since, 'YYYY-MM-DD')}</dd>
          </div>
        )}
        <div>
          <dt>{t('live.fee')}</dt>
          <dd>{t('live.feeValue', { fee: place.fee })}</dd>
        </div>
      </dl>
    </section>
  );
}

/** studentLive: the student's building, room and bed, roommates, the building's manager and the house rules. */
export function StudentLivePage(props: AffairScreenProps) {
  const t = useDormTexts();
  const mine = useQuery(endpointQuery(dormEndpoints.mine));
  const navigate = useNavigate();
  return (
    <>
      <GroupHeader props={props} subtitle={t('live.hint')} />
      <QueryView query={mine}>
        {(loaded) =>
          loaded.place ? (
            <>
              <Place mine={loaded} />
              <SectionCard title={t('live.roommates')}>
                {loaded.roommates.length === 0 ? (
                  <p className={styles.rules}>{t('live.noRoommates')}</p>
                ) : (
                  <ul className={styles.people}>
                    {loaded.roommates.map((mate) => (
                      <li key={mate.bedNumber}>
                        <span>
                          {mate.name} <small>{mate.className}</small>
                        </span>
                        <small>{t('live.bed', { n: mate.bedNumber })}</small>
                      </li>
                    ))}
                  </ul>
                )}
              </SectionCard>
              {loaded.manager && (
                <SectionCard title={t('live.manager')}>
                  <ul className={styles.people}>
                    <li>
                      <span>{loaded.manager.name}</span>
                      {loaded.manager.phone && (
                        <a href={`tel:${loaded.manager.phone}`}>{loaded.manager.phone}</a>
                      )}
                    </li>
                  </ul>
                </SectionCard>
              )}
              <SectionCard title={t('live.rules')}>
                <p className={styles.rules}>{t('live.rulesText')}</p>
              </SectionCard>
            </>
          ) : (
            <ErrorBlock status="empty" title={t('live.noBed')} description="">
              <Button
                color="primary"
                onClick={() => navigate(screenPath(props, 'apply', { module: 'checkIn' }))}
              >
                {t('live.checkIn')}
              </Button>
            </ErrorBlock>
          )
        }
      </QueryView>
    </>
  );
}
