import { Button, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { http } from '../../api/http';
import { EmptyState } from '../../components/empty-state';
import { redirectTarget } from '../../lib/redirect-target';
import { roleName } from '../../lib/role-name';
import { useSessionStore } from '../../stores/session';
import { useViewStore } from '../../stores/view';
import { AuthFrame } from './auth-frame';
import styles from './sso-login-role-page.module.css';

/** All of the user's roles at once, as after a password sign-in. */
const ALL_ROLES = 'ALL';

/** The role choice (SPEC §2.1, §6): after single sign-on, or to switch the role acted as. */
export function SsoLoginRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The navigation guard loads the user info before this page renders.
  const userInfo = useSessionStore((state) => state.userInfo);
  const switchRole = useSessionStore((state) => state.switchRole);
  const language = useViewStore((state) => state.language);
  const [choice, setChoice] = useState(userInfo?.currentRoleId || ALL_ROLES);
  const [submitting, setSubmitting] = useState(false);
  const roles = userInfo?.role ?? [];

  const enter = async () => {
    setSubmitting(true);
    try {
      await switchRole(choice);
      navigate(redirectTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      http.report(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthFrame
      title={t('route.ssoLoginRole')}
      hint={userInfo ? t('role.hint', { name: userInfo.user.fullname }) : undefined}
    >
      {roles.length === 0 ? (
        <EmptyState description={t('role.none')} />
      ) : (
        <Radio.Group value={choice} onChange={(value) => setChoice(String(value))}>
          <div className={styles.options}>
            <Radio value={ALL_ROLES} block className={styles.option}>
              <span className={styles.name}>{t('role.all')}</span>
              <span className={styles.detail}>{t('role.allHint')}</span>
            </Radio>
            {roles.map((role) => (
              <Radio key={role.id} value={role.id} block className={styles.option}>
                <span className={styles.name}>{roleName(role, language)}</span>
                <span className={styles.detail}>{role.code}</span>
              </Radio>
            ))}
          </div>
        </Radio.Group>
      )}
      <Button
        className={styles.enter}
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={submitting}
        disabled={roles.length === 0}
        onClick={() => void enter()}
      >
        {t('role.enter')}
      </Button>
    </AuthFrame>
  );
}
