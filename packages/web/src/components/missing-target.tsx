import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UiKey } from '../i18n/ui-messages';
import { ErrorBlock } from './error-block';

interface MissingTargetProps {
  /** Where to find what the link should have named, e.g. the to-do list. */
  backTo?: { path: string; label: UiKey };
}

/**
 * A screen opened by a link that does not say what to show (/bpmn/task without ?taskId=): a
 * clear word instead of asking the server about nothing and showing its "id: invalid format".
 */
export function MissingTarget({ backTo }: MissingTargetProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ErrorBlock status="empty" title={t('nav.missingTarget')} description={t('nav.missingTargetHint')}>
      {backTo && (
        <Button
          color="primary"
          fill="outline"
          size="small"
          onClick={() => navigate(backTo.path, { replace: true })}
        >
          {t(backTo.label)}
        </Button>
      )}
    </ErrorBlock>
  );
}
