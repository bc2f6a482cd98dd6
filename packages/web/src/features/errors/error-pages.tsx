import { Button, type ErrorBlockProps } from 'antd-mobile';
import { ErrorBlock } from '../../components/error-block';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UiKey } from '../../i18n/ui-messages';
import styles from './error-pages.module.css';

interface ErrorPageProps {
  status: NonNullable<ErrorBlockProps['status']>;
  title: UiKey;
  description: UiKey;
}

function ErrorPage({ status, title, description }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <ErrorBlock
        status={status}
        // The page's one h1 (issue 35): these pages have no bar with a title above them.
        title={<h1 className={styles.title}>{t(title)}</h1>}
        description={t(description)}
      >
        <Button color="primary" shape="rounded" onClick={() => navigate('/dashboard', { replace: true })}>
          {t('error.backHome')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorPage status="empty" title="route.notFound" description="error.notFound" />;
}

/** SPEC §2.3: "You don't have permission to go to this page". */
export function UnauthorizedPage() {
  return <ErrorPage status="default" title="route.unauthorized" description="error.unauthorized" />;
}

export function ForbiddenPage() {
  return <ErrorPage status="default" title="route.forbidden" description="error.forbidden" />;
}

export function ServerErrorPage() {
  return <ErrorPage status="busy" title="route.serverError" description="error.serverError" />;
}
