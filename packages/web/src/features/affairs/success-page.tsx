import { localize } from '@campus/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { joinNames } from '../../lib/join-names';
import { useViewStore } from '../../stores/view';
import { affairPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { useAffairMeta } from './use-affair-meta';

/** After submitting: it went through, who looks at it first, and where to follow it. */
export function AffairSuccessPage(screen: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const [params] = useSearchParams();
  const id = params.get('id');
  const meta = useAffairMeta(screen.module);
  const first = meta.data?.route[0];
  return (
    <div className={styles.success}>
      <Result
        status="success"
        title={t('affairs.success.title')}
        description={
          first
            ? t('affairs.success.next', {
                step: first.name,
                people: joinNames(first.assignees, language) || first.name,
              })
            : localize(screen.module.title, language)
        }
      />
      <div className={styles.successActions}>
        {id && (
          <Button
            block
            color="primary"
            onClick={() => navigate(affairPath(screen, 'detail', { id }), { replace: true })}
          >
            {t('affairs.success.view')}
          </Button>
        )}
        <Button block onClick={() => navigate(affairPath(screen, 'mine'), { replace: true })}>
          {t('affairs.success.mine')}
        </Button>
      </div>
    </div>
  );
}
