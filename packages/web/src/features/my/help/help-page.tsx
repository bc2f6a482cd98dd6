import { useQuery } from '@tanstack/react-query';
import { Collapse } from 'antd-mobile';
import { QueryView } from '../../../components/query-view';
import { usePortalTexts } from '../../../i18n/portal-texts';
import { chunkQuery } from '../../../lib/chunk-query';
import { useSessionStore } from '../../../stores/session';
import { useViewStore } from '../../../stores/view';
import { loadFaq, orderFor, type FaqGroup } from './faq';
import styles from './help-page.module.css';

/** The help center (/my/help): questions and answers about leave, approvals, passwords and schools. */
export function HelpPage() {
  const { t } = usePortalTexts();
  const language = useViewStore((state) => state.language);
  const kind = useSessionStore((state) => state.userInfo?.employee.kind ?? 'student');
  const faq = useQuery(chunkQuery('faq', [language], () => loadFaq(language)));

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('help.intro')}</p>
      <QueryView query={faq}>
        {(groups) => orderFor(groups, kind).map((group) => <FaqSection key={group.audience} group={group} />)}
      </QueryView>
    </div>
  );
}

function FaqSection({ group }: { group: FaqGroup }) {
  return (
    <section className={styles.group} aria-labelledby={`help-${group.audience}`}>
      <h2 id={`help-${group.audience}`} className={styles.title}>
        {group.title}
      </h2>
      <Collapse className={styles.items}>
        {group.items.map((item, index) => (
          <Collapse.Panel key={String(index)} title={item.question}>
            {item.answer.map((paragraph) => (
              <p key={paragraph} className={styles.answer}>
                {paragraph}
              </p>
            ))}
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}
