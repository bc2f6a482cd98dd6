import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { MailOutline, MessageOutline, PhoneFill } from 'antd-mobile-icons';
import { useParams } from 'react-router';
import { contactEndpoints, type ContactCard } from '../../api/contacts';
import { endpointQuery } from '../../api/http';
import { QueryView } from '../../components/query-view';
import { usePortalTexts } from '../../i18n/portal-texts';
import { ContactAvatar } from './contact-avatar';
import styles from './contact-card-page.module.css';

/** A contact card: who the person is and where, with tap-to-call, SMS and mail. */
export function ContactCardPage() {
  const { id = '' } = useParams();
  const query = useQuery(endpointQuery(contactEndpoints.card, { query: { userId: id } }));
  return <QueryView query={query}>{(card) => <Card card={card} />}</QueryView>;
}

function Card({ card }: { card: ContactCard }) {
  const { t } = usePortalTexts();
  const kind = t(card.kind === 'student' ? 'contacts.student' : 'contacts.staff');
  return (
    <>
      <section className={styles.head}>
        <ContactAvatar name={card.name} photoId={card.photoId} size={64} />
        <div>
          <h1 className={styles.name}>{card.name}</h1>
          <p className={styles.role}>{[card.title ?? kind, card.orgName].filter(Boolean).join(' · ')}</p>
        </div>
      </section>
      {card.mobile && (
        <nav className={styles.actions} aria-label={t('contacts.reach')}>
          <a href={`tel:${card.mobile}`} className={styles.action}>
            <PhoneFill />
            {t('contacts.callShort')}
          </a>
          <a href={`sms:${card.mobile}`} className={styles.action}>
            <MessageOutline />
            {t('contacts.sms')}
          </a>
          {card.email && (
            <a href={`mailto:${card.email}`} className={styles.action}>
              <MailOutline />
              {t('contacts.email')}
            </a>
          )}
        </nav>
      )}
      <List className={styles.facts}>
        <List.Item extra={card.number}>
          {t(card.kind === 'student' ? 'contacts.studentNumber' : 'contacts.staffNumber')}
        </List.Item>
        {card.mobile && (
          <List.Item extra={<a href={`tel:${card.mobile}`}>{card.mobile}</a>}>
            {t('contacts.mobile')}
          </List.Item>
        )}
        {card.email && (
          <List.Item extra={<a href={`mailto:${card.email}`}>{card.email}</a>}>
            {t('contacts.email')}
          </List.Item>
        )}
        <List.Item description={card.orgPath.map((org) => org.name).join(' / ')}>
          {t('contacts.org')}
        </List.Item>
        {card.positions.length > 0 && (
          <List.Item extra={card.positions.join('、')}>{t('contacts.positions')}</List.Item>
        )}
      </List>
    </>
  );
}
