import { localize, type GroupScreen } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import { useYxxtTexts } from './texts';
import { STATUS_COLOR } from './status-color';
import styles from './yxxt.module.css';

/**
 * my (cjxy, sanya, jlqc, xtlg): the freshman's enrolment status, their forms of this variant and
 * the variant's services (questions and the school's pages), one tap each.
 */
export function OnboardingMyPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const y = useYxxtTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const journey = useQuery(endpointQuery(yxxtEndpoints.journey));
  const screens = props.routes.screens;
  const of = (kinds: string[]) => screens.filter((s) => kinds.includes(s.kind));
  const item = (screen: GroupScreen, extra?: React.ReactNode) => (
    <List.Item
      key={screen.route}
      extra={extra}
      onClick={() => void navigate(`${props.routes.basePath}/${screen.route}`)}
    >
      {localize(screen.title ?? screen.route, language)}
    </List.Item>
  );
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={journey}>
        {(loaded) => {
          const status = loaded.status;
          const label = y(`status.${status}`);
          return (
            <>
              <section className={styles.card}>
                <p className={styles.welcome}>{loaded.schoolName}</p>
                <div className={styles.status}>
                  <span>{t('my.status')}</span>
                  <Tag color={STATUS_COLOR[status]} data-testid="my-status">
                    {label}
                  </Tag>
                  {loaded.checkedInAt !== null && (
                    <span>{formatDateTime(loaded.checkedInAt, 'YYYY-MM-DD HH:mm')}</span>
                  )}
                </div>
                {loaded.statusReason && <p className={styles.muted}>{loaded.statusReason}</p>}
              </section>
              <SectionCard title={t('my.forms')}>
                <List>{of(['onboardingForm', 'journey', 'signScan']).map((s) => item(s))}</List>
              </SectionCard>
              <SectionCard title={t('my.services')}>
                <List>{of(['questions', 'onboardingPage']).map((s) => item(s))}</List>
              </SectionCard>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
