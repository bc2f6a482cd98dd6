import { localize } from '@campus/contract';
import type { InsuranceState, MyInsurance } from '@campus/contract/affairs/bxgl';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { useViewStore } from '../../../../stores/view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { insuranceEndpoints } from './api';
import styles from './insurance.module.css';
import { useInsuranceTexts, type InsuranceTextKey } from './texts';

const COLORS: Record<InsuranceState, 'default' | 'primary' | 'success' | 'danger'> = {
  none: 'default',
  running: 'primary',
  enrolled: 'success',
  rejected: 'danger',
};
const NOTES: Record<string, InsuranceTextKey> = {
  medicalInsurance: 'index.compulsory',
  accidentInsurance: 'index.voluntary',
};

/**
 * insuranceIndex: this academic year's medical and accident insurance of the student, each with
 * where it stands (not enrolled, being reviewed, enrolled with the payment state) and the way on:
 * enrol, or open the enrolment.
 */
export function InsuranceIndexPage(props: AffairScreenProps) {
  const t = useInsuranceTexts();
  const language = useViewStore((s) => s.language);
  const navigate = useNavigate();
  const mine = useQuery(endpointQuery(insuranceEndpoints.mine));
  const card = (loaded: MyInsurance, entry: MyInsurance['modules'][number]) => {
    const module = props.group.modules.find((m) => m.key === entry.module)!;
    const enrol = () => navigate(screenPath(props, 'apply', { module: module.key }));
    const open = () =>
      navigate(screenPath(props, 'detail', { module: module.key, query: { id: entry.id! } }));
    return (
      <section key={module.key} className={styles.card} aria-label={localize(module.title, language)}>
        <div className={styles.cardHead}>
          <h2>{localize(module.title, language)}</h2>
          <Tag color={COLORS[entry.state]} fill="outline">
            {t(`state.${entry.state}`)}
          </Tag>
        </div>
        <p className={styles.line}>{t('index.year', { year: loaded.academicYear })}</p>
        {module.summary && <p className={styles.summary}>{localize(module.summary, language)}</p>}
        {NOTES[module.key] && <p className={styles.note}>{t(NOTES[module.key]!)}</p>}
        {entry.payState && <p className={styles.pay}>{t(`pay.${entry.payState}` as InsuranceTextKey)}</p>}
        <div className={styles.actions}>
          {entry.id && (
            <Button size="small" onClick={open}>
              {t('index.view')}
            </Button>
          )}
          {(entry.state === 'none' || entry.state === 'rejected') && (
            <Button size="small" color="primary" onClick={enrol}>
              {t(entry.state === 'none' ? 'index.enrol' : 'index.again')}
            </Button>
          )}
        </div>
      </section>
    );
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('index.hint')} />
      <QueryView query={mine}>
        {(loaded) => <div className={styles.cards}>{loaded.modules.map((entry) => card(loaded, entry))}</div>}
      </QueryView>
    </>
  );
}
