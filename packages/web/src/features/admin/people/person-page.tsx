import { directoryEndpoints, type PersonDetail } from '@campus/contract/routes/api/admin/directory';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '../../../api/http';
import { deskScreen } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { QueryBlock } from '../desk/query-block';
import { useAdminTexts, type AdminTexts } from '../desk/texts';

/** A person's page (/admin/people/:id): their place, counsellors, roles, duties and status. */
export const PersonPage = deskScreen(Person);

function Person() {
  const { id: userId = '' } = useParams();
  const t = useAdminTexts();
  const query = useQuery(endpointQuery(directoryEndpoints.person, { query: { userId } }));
  return (
    <QueryBlock query={query} emptyText={t.empty} isEmpty={() => false}>
      {(p) => <PersonCards p={p} t={t} />}
    </QueryBlock>
  );
}

function PersonCards({ p, t }: { p: PersonDetail; t: AdminTexts }) {
  return (
    <>
      <section className={styles.card}>
        <h2>
          {p.name} <span className={styles.muted}>{p.number}</span>
        </h2>
        <Facts p={p} t={t} />
      </section>
      <section className={styles.card}>
        <h2>{t.roles}</h2>
        <Chips items={p.roles.map((r) => ({ key: r.id, text: r.name }))} none={t.none} />
      </section>
      {p.kind === 'student' ? (
        <section className={styles.card}>
          <h2>{t.counsellors}</h2>
          <Chips items={p.counsellors.map((c) => ({ key: c.id, text: c.name }))} none={t.none} />
        </section>
      ) : (
        <section className={styles.card}>
          <h2>{t.duties}</h2>
          <Chips
            items={p.duties.map((d) => ({
              key: `${d.orgId}.${d.duty}`,
              text: `${d.orgName} · ${t.dutyNames[d.duty] ?? d.duty}`,
            }))}
            none={t.none}
          />
        </section>
      )}
    </>
  );
}

function Facts({ p, t }: { p: PersonDetail; t: AdminTexts }) {
  const status = p.status === 'left' ? t.left : p.studyStatus ? t.studyStatuses[p.studyStatus] : '';
  const facts: [string, string][] = [
    [t.kind, t.kinds[p.kind]],
    [t.unit, p.orgPath.map((o) => o.name).join(' / ') || p.orgName],
    [t.gender, t.genders[p.gender]],
    [t.phone, p.mobile ?? '—'],
    [t.idNumber, p.idNumber ?? '—'],
  ];
  if (p.kind === 'student') {
    facts.push([t.studyStatus, status]);
    facts.push([t.years, `${p.enrolmentYear ?? '—'} / ${p.graduationYear ?? '—'}`]);
  } else if (p.title) facts.push([t.title, p.title]);
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ items, none }: { items: { key: string; text: string }[]; none: string }) {
  if (items.length === 0) return <p className={styles.muted}>{none}</p>;
  return (
    <ul className={styles.chips}>
      {items.map((item) => (
        <li key={item.key} className={styles.chip}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
