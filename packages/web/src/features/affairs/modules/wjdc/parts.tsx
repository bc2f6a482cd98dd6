import type { SurveyCard, SurveyState } from '@campus/contract/affairs/wjdc';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import styles from '../../own-screens.module.css';
import { useSurveyTexts } from './texts';
import { useTargetId } from '../../target-id';

/** What the surveys' screens share: the id in the address and a survey in a list. */
export const useSurveyId = useTargetId;

const STATE_COLOR: Record<SurveyState, 'default' | 'success' | 'warning'> = {
  upcoming: 'warning',
  open: 'success',
  closed: 'default',
};

export function SurveyItem({
  survey,
  props,
  kind,
}: {
  survey: SurveyCard;
  props: AffairScreenProps;
  kind: string;
}) {
  const t = useSurveyTexts();
  const navigate = useNavigate();
  const open = () => navigate(screenPath(props, kind, { query: { id: survey.id } }));
  return (
    // A div: an <article> may not take the link role its tap gives it (axe's aria-allowed-role).
    <div
      className={styles.card}
      role="link"
      tabIndex={0}
      onClick={open}
      onKeyDown={(e) => e.key === 'Enter' && open()}
    >
      <h2>{survey.title}</h2>
      <p className={styles.meta}>
        {survey.createdBy} · {t('card.questions', { n: survey.questionCount })} ·{' '}
        {t('card.closes', { time: formatDateTime(survey.closesAt, 'MM-DD HH:mm') })}
      </p>
      <div className={styles.tags}>
        <Tag color={STATE_COLOR[survey.state]}>{t(`state.${survey.state}`)}</Tag>
        {survey.responses !== null ? (
          <Tag fill="outline">{t('card.responses', { n: survey.responses })}</Tag>
        ) : survey.answered ? (
          <Tag color="success" fill="outline">
            {t('card.answered')}
          </Tag>
        ) : (
          survey.state === 'open' && (
            <Tag color="primary" fill="outline">
              {t('card.todo')}
            </Tag>
          )
        )}
        {survey.anonymous && <Tag fill="outline">{t('card.anonymous')}</Tag>}
      </div>
    </div>
  );
}
