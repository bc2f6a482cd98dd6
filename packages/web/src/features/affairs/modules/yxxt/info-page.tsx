import type { OnboardingPageKey } from '@campus/contract/affairs/yxxt';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { QueryView } from '../../../../components/query-view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import styles from './yxxt.module.css';

/**
 * admissionHome, admissionRequirements(Two), rxxz, financialAidPolicy, announcement, consulting:
 * the school's page of the route (its own text, or the product's), in sections.
 */
export function OnboardingInfoPage(props: AffairScreenProps) {
  const t = useRecordTexts();
  const key = props.screen.route as OnboardingPageKey;
  const page = useQuery(endpointQuery(yxxtEndpoints.page, { params: { key } }));
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={page}>
        {(loaded) => (
          <article className={styles.card} data-testid="onboarding-page">
            <h2 className={styles.pageTitle}>
              {loaded.title}
              {loaded.own && (
                <Tag color="primary" fill="outline">
                  {t('page.own')}
                </Tag>
              )}
            </h2>
            {loaded.sections.map((section, i) => (
              <section key={i} className={styles.pageSection}>
                {section.heading && <h3>{section.heading}</h3>}
                {section.paragraphs.map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </section>
            ))}
          </article>
        )}
      </QueryView>
    </>
  );
}
