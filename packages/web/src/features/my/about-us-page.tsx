import { List } from 'antd-mobile';
import dayjs from '../../lib/dayjs';
import { useTranslation } from 'react-i18next';
import { buildInfo } from '../../lib/build-info';
import styles from './about-us-page.module.css';

/** SPEC §9 default date format (yyyy-MM-dd HH:mm:ss). */
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function AboutUsPage() {
  const { t } = useTranslation();
  const unknown = t('about.unknown');
  return (
    <>
      <section className={styles.brand}>
        <img
          className={styles.logo}
          src={`${import.meta.env.BASE_URL}favicon.svg`}
          alt=""
          width={72}
          height={72}
        />
        <h1 className={styles.name}>{t('app.name')}</h1>
        <p className={styles.description}>{t('app.description')}</p>
      </section>
      <List className={styles.facts}>
        <List.Item extra={buildInfo.version}>{t('about.version')}</List.Item>
        <List.Item extra={buildInfo.builtAt ? dayjs(buildInfo.builtAt).format(DATE_TIME_FORMAT) : unknown}>
          {t('about.buildTime')}
        </List.Item>
        <List.Item extra={<code className={styles.commit}>{buildInfo.commit ?? unknown}</code>}>
          {t('about.commit')}
        </List.Item>
      </List>
    </>
  );
}
