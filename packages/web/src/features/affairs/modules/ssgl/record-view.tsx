import type {
  DisciplineRecord,
  InspectionGrade,
  RoundScore,
  StudentDormRecord,
} from '@campus/contract/affairs/ssgl';
import { Collapse, Tag } from 'antd-mobile';
import { AttachmentList } from '../../../../components/form-renderer/attachment-list';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { useViewStore } from '../../../../stores/view';
import styles from './dorm.module.css';
import { useDormTexts, type DormTextKey } from './texts';

const GRADE_COLOR: Record<InspectionGrade, string> = {
  excellent: 'success',
  good: 'primary',
  pass: 'warning',
  fail: 'danger',
};

export function GradeTag({ grade }: { grade: InspectionGrade }) {
  const t = useDormTexts();
  return (
    <Tag color={GRADE_COLOR[grade]} fill="outline">
      {t(`grade.${grade}` as DormTextKey)}
    </Tag>
  );
}

function Rounds({ scores }: { scores: RoundScore[] }) {
  const t = useDormTexts();
  const language = useViewStore((s) => s.language);
  if (scores.length === 0) return <p className={styles.rules}>{t('rec.none')}</p>;
  return (
    <Collapse>
      {scores.map(({ round, score, room }) => (
        <Collapse.Panel
          key={score.id}
          title={
            <span className={styles.buildingHead}>
              <span>
                {round.name}
                <br />
                <small className={styles.buildingLine}>{room}</small>
              </span>
              <span>
                <strong>{score.total}</strong> <GradeTag grade={score.grade} />
              </span>
            </span>
          }
        >
          <dl className={styles.facts}>
            {round.items.map((item) => (
              <div key={item.key}>
                <dt>{item.name[language]}</dt>
                <dd>
                  {score.scores[item.key] ?? 0} / {item.max}
                </dd>
              </div>
            ))}
            {score.veto && (
              <div>
                <dt>{t('insp.veto')}</dt>
                <dd>{t(`veto.${score.veto}` as DormTextKey)}</dd>
              </div>
            )}
            {score.remark && (
              <div>
                <dt>{t('insp.remark')}</dt>
                <dd>{score.remark}</dd>
              </div>
            )}
          </dl>
          <AttachmentList attachments={score.photos} images />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

export function DisciplineCard({
  record,
  categoryName,
  onOpen,
}: {
  record: DisciplineRecord;
  categoryName: (value: string) => string;
  onOpen?: () => void;
}) {
  const t = useDormTexts();
  const body = (
    <>
      <span className={styles.buildingHead}>
        <strong>{categoryName(record.category)}</strong>
        <span>{formatDateTime(record.occurredAt, 'YYYY-MM-DD HH:mm')}</span>
      </span>
      <span>
        {record.room?.label} · {record.students.map((s) => s.name).join('、')}
      </span>
      <span className={styles.buildingLine}>{record.facts}</span>
      <span className={styles.buildingLine}>{t('rule.recorder', { name: record.recorder.name })}</span>
    </>
  );
  return onOpen ? (
    <button type="button" className={styles.building} onClick={onOpen}>
      {body}
    </button>
  ) : (
    <div className={styles.building}>{body}</div>
  );
}

/** A student's inspections (room and personal, published rounds) and discipline records. */
export function RecordView({
  record,
  categoryName,
}: {
  record: StudentDormRecord;
  categoryName: (value: string) => string;
}) {
  const t = useDormTexts();
  return (
    <>
      <SectionCard title={t('rec.rooms')}>
        <Rounds scores={record.rooms} />
      </SectionCard>
      <SectionCard title={t('rec.personal')}>
        <Rounds scores={record.personal} />
      </SectionCard>
      <SectionCard title={t('rec.discipline')}>
        {record.discipline.length === 0 ? (
          <p className={styles.rules}>{t('rec.none')}</p>
        ) : (
          <ul className={styles.buildings} style={{ margin: 0 }}>
            {record.discipline.map((d) => (
              <li key={d.id}>
                <DisciplineCard record={d} categoryName={categoryName} />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}
