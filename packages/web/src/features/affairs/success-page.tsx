import { localize } from '@campus/contract';
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { joinNames } from '../../lib/join-names';
import { useViewStore } from '../../stores/view';
import { moduleOf, screenPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { useAffairMeta } from './use-affair-meta';

/** After submitting: it went through, who looks at it first, and where to follow it. */
export function SuccessPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const [params] = useSearchParams();
  const id = params.get('id');
  const module = moduleOf(props, params);
  const meta = useAffairMeta(module);
  const first = meta.data?.route[0];
  const own = props.routes.screens.some((s) => s.kind === 'mine' && s.module === module?.key);
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
            : localize(module?.title ?? props.group.title, language)
        }
      />
      <div className={styles.successActions}>
        {id && module && (
          <Button
            block
            color="primary"
            onClick={() =>
              navigate(screenPath(props, 'detail', { module: module.key, query: { id } }), { replace: true })
            }
          >
            {t('affairs.success.view')}
          </Button>
        )}
        <Button
          block
          onClick={() =>
            navigate(
              own ? screenPath(props, 'mine', { module: module?.key }) : screenPath(props, 'records'),
              {
                replace: true,
              },
            )
          }
        >
          {t('affairs.success.mine')}
        </Button>
      </div>
    </div>
  );
}
