import type { SchemeCard } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { groupEndpoints } from '../../api/affairs';
import { EmptyState } from '../../components/empty-state';
import { QueryView } from '../../components/query-view';
import { StatusTag } from '../../components/workflow/status-tag';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { localizedQuery } from './affair-queries';
import { screenPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { GroupHeader } from './group-header';

const STATE_COLORS = { open: 'success', upcoming: 'warning', ended: 'default' } as const;

function Scheme({ card, props }: { card: SchemeCard; props: AffairScreenProps }) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const { batch, eligibility, applied } = card;
  return (
    <article className={styles.scheme} aria-label={card.title}>
      <header className={styles.schemeHead}>
        <h2>{card.title}</h2>
        {card.amount && (
          <span className={styles.amount}>{t('affairs.schemes.amount', { amount: card.amount })}</span>
        )}
      </header>
      {card.summary && <p className={styles.schemeSummary}>{card.summary}</p>}
      {batch ? (
        <p className={styles.schemeBatch}>
          <Tag color={STATE_COLORS[batch.state]} fill="outline">
            {t(`affairs.batch.state.${batch.state}`)}
          </Tag>
          <span>{t('affairs.batch.window', { start: batch.startDate, end: batch.endDate })}</span>
        </p>
      ) : null}
      {applied ? (
        <div className={styles.schemeAction}>
          <StatusTag state={applied.status} />
          <Button
            size="small"
            fill="outline"
            color="primary"
            onClick={() =>
              navigate(screenPath(props, 'detail', { module: card.module, query: { id: applied.id } }))
            }
          >
            {t('affairs.schemes.view')}
          </Button>
        </div>
      ) : eligibility.ok ? (
        <div className={styles.schemeAction}>
          <span className={styles.ok}>{t('affairs.schemes.eligible')}</span>
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(screenPath(props, 'apply', { module: card.module }))}
          >
            {t('affairs.schemes.apply')}
          </Button>
        </div>
      ) : (
        <ul className={styles.why} aria-label={t('affairs.schemes.whyNot')}>
          {eligibility.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * What the student may apply for in the group now (applicationList): every scheme with the
 * school's amount and its window, "apply" where they may, the reasons where they may not, and
 * their own application where they have one.
 */
export function SchemesPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const schemes = useQuery(localizedQuery(groupEndpoints(props.group).schemes, undefined, language));
  return (
    <>
      <GroupHeader props={props} subtitle={t('affairs.schemes.hint')} />
      <QueryView query={schemes}>
        {(loaded) => {
          // A school variant offers the modules it has forms for (cjxy's scored hardship form); a
          // list screen of one module (honours: personal, collective) offers only that one.
          const here = loaded.schemes.filter(
            (card) =>
              (!props.module || card.module === props.module.key) &&
              props.routes.screens.some((s) => s.kind === 'apply' && s.module === card.module),
          );
          return here.length === 0 ? (
            <EmptyState description={t('affairs.schemes.none')} />
          ) : (
            <div className={styles.schemes}>
              {here.map((card) => (
                <Scheme key={card.module} card={card} props={props} />
              ))}
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
