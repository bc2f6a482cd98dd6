import { Button, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../../lib/redirect-target';
import { AuthFrame } from './auth-frame';

/**
 * Back from the school's identity provider after the person cancelled there (issue 25): says so
 * in the person's language, never the provider's own words, and leads back to the login screen,
 * which still knows the page wanted. Not an error: nothing went wrong.
 */
export function SsoCancelledPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The refusal that brought the person here was shown as a toast; this screen says it better.
  useEffect(() => {
    Toast.clear();
  }, []);
  const toLogin = () =>
    navigate(`/login?redirect=${encodeURIComponent(redirectTarget(params.get('redirect')))}`, {
      replace: true,
    });

  return (
    <AuthFrame title={t('route.ssoCancelled')} hint={t('ssoCancelled.hint')}>
      <Button block color="primary" size="large" onClick={toLogin}>
        {t('ssoCancelled.back')}
      </Button>
    </AuthFrame>
  );
}
