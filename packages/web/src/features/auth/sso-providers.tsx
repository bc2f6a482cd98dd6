import type { SsoProviderPublic } from '@campus/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { casLoginHref, serviceUrl } from '../../lib/sso-round-trip';
import styles from './sso-providers.module.css';

/** Where the browser goes to sign in with a provider, the wanted page riding along. */
function providerHref(provider: SsoProviderPublic, wanted: string): string | undefined {
  const service = serviceUrl(window.location.origin, import.meta.env.BASE_URL, provider.id, wanted);
  return provider.kind === 'cas' ? casLoginHref(provider, service) : undefined;
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
      .then((reply) => live && setProviders(dataOf(reply)))
      // The password form still works; the request layer has said what went wrong.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const offered = providers.filter((provider) => providerHref(provider, wanted) !== undefined);
  if (offered.length === 0) return null;
  const schools = new Set(offered.map((provider) => provider.tenantId)).size;

  return (
    <section className={styles.section} aria-labelledby="sso-heading">
      <h2 id="sso-heading" className={styles.heading}>
        <span>{t('login.otherWays')}</span>
      </h2>
      <p className={styles.hint}>{t('login.ssoHint')}</p>
      <div className={styles.list}>
        {offered.map((provider) => (
          <Button
            key={provider.id}
            block
            shape="rounded"
            color="primary"
            fill="outline"
            loading={opening === provider.id}
            loadingText={t('login.ssoOpening', { name: provider.name })}
            onClick={() => {
              const href = providerHref(provider, wanted);
              if (!href) return;
              setOpening(provider.id);
              window.location.assign(href);
            }}
          >
            {provider.name}
            {schools > 1 && <span className={styles.school}>{provider.tenantName}</span>}
          </Button>
        ))}
      </div>
    </section>
  );
}
