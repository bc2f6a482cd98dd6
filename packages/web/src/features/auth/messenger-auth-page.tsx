import { MESSENGER_KINDS, type MessengerKind } from '@campus/contract';
import { Button, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../../lib/redirect-target';
import { AuthFrame } from './auth-frame';
import { signInBindingMessenger } from './sign-in';
import { SmsLoginForm } from './sms-login-form';

/**
 * The messenger authentication screen (SPEC §2.1, /authredirect): shown while a messenger sign-in
 * needs the person. When WeChat, WeCom, DingTalk or Feishu vouched for someone no account is bound
 * to, the sign-in step brings them here with the pending binding; an SMS code to the mobile of
 * their school account binds it and signs them in, then the page they wanted opens.
 */
export function MessengerAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const binding = params.get('binding') ?? '';
  const kind = params.get('messenger') ?? '';
  const messenger = (MESSENGER_KINDS as readonly string[]).includes(kind)
    ? t(`messenger.${kind as MessengerKind}`)
    : '';
  const enter = () => navigate(redirectTarget(params.get('redirect')), { replace: true });
  // The refusal that brought the person here was shown as a toast; this screen says it better.
  useEffect(() => {
    if (binding) Toast.clear();
  }, [binding]);
  const toLogin = () =>
    navigate(`/login?redirect=${encodeURIComponent(redirectTarget(params.get('redirect')))}`, {
      replace: true,
    });

  return (
    <AuthFrame
      title={t('route.messengerAuth')}
      hint={binding ? t('messengerAuth.bindHint', { messenger }) : t('messengerAuth.inProgress')}
    >
      {binding && (
        <SmsLoginForm
          remember={false}
          signIn={(mobile, smsCode) => signInBindingMessenger(binding, mobile, smsCode)}
          submitLabel={t('messengerAuth.submit')}
          onSignedIn={enter}
        />
      )}
      <Button block fill="none" color="primary" onClick={toLogin}>
        {t('messengerAuth.toLogin')}
      </Button>
    </AuthFrame>
  );
}
