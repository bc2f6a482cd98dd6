import type { SsoProviderPublic } from '@campus/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { entryHref, isBrowserProvider } from '../../lib/sso-round-trip';
import styles from './sso-providers.module.css';

/** Where the browser goes to sign in with a provider: the server starts the round trip. */
function providerHref(provider: SsoProviderPublic, wanted: string): Promise<string> {
  return entryHref(provider, {
    origin: window.location.origin,
    wanted,
    authorize: async (kind, body) =>
      dataOf(await (kind === 'cas' ? oauth2.casAuthorize(body) : oauth2.oidcAuthorize(body))).url,
  });
}

/**
 * The single sign-on providers the schools turned on (issue 15), under the login card. Loaded
 * with its own chunk after the form, so the login route's first download does not grow; shows
 * nothing when no school offers one.
 */
export function SsoProviders({ wanted }: { wanted: string }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<SsoProviderPublic[]>([]);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    oauth2
      .ssoProviders()
      .then((reply) => live && setProviders(dataOf(reply).filter(isBrowserProvider)))
      // The password form still works; the request layer has said what went wrong.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (providers.length === 0) return null;
  const schools = new Set(providers.map((provider) => provider.tenantId)).size;

  const open = async (provider: SsoProviderPublic) => {
    setOpening(provider.id);
    try {
      window.location.assign(await providerHref(provider, wanted));
    } catch {
      // The request layer has said why; the button is ready again.
      setOpening(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="sso-heading">
      <h2 id="sso-heading" className={styles.heading}>
        <span>{t('login.otherWays')}</span>
      </h2>
      <p className={styles.hint}>{t('login.ssoHint')}</p>
      <div className={styles.list}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            block
            shape="rounded"
            color="primary"
            fill="outline"
            loading={opening === provider.id}
            loadingText={t('login.ssoOpening', { name: provider.name })}
            onClick={() => void open(provider)}
          >
            {provider.name}
            {schools > 1 && <span className={styles.school}>{provider.tenantName}</span>}
          </Button>
        ))}
      </div>
    </section>
  );
}
