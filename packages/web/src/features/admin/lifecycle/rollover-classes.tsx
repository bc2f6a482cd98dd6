import type { RolloverClass, RolloverPerson } from '@campus/contract/routes/api/admin/lifecycle';
import { Fragment, useState } from 'react';
import { ScrollRegion } from '../../../components/scroll-region';
import { CounsellorPicker } from './counsellor-picker';
import styles from './lifecycle-page.module.css';
import { useRolloverTexts } from './rollover-texts';

interface RolloverClassesProps {
  title: string;
  classes: RolloverClass[];
  /** Given when the counsellors of these classes may be changed here. */
  onCounsellors?: (classId: string, counsellors: RolloverPerson[]) => void;
}

/** One group of the rollover's classes as a table: cohort, year of study, students, counsellors. */
export function RolloverClasses({ title, classes, onCounsellors }: RolloverClassesProps) {
  const texts = useRolloverTexts();
  const [picking, setPicking] = useState<string | null>(null);
  return (
    <>
      <h3 className={styles.subheading}>
        {title} ({classes.length})
      </h3>
      {classes.length === 0 ? (
        <p className={styles.muted}>{texts.none}</p>
      ) : (
        <ScrollRegion label={title} className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{texts.className}</th>
                <th scope="col">{texts.grade}</th>
                <th scope="col">{texts.yearOfStudy}</th>
                <th scope="col">{texts.students}</th>
                <th scope="col">{texts.counsellors}</th>
              </tr>
            </thead>
            <tbody>
              {classes.map((klass) => (
                <Fragment key={klass.id}>
                  <tr>
                    <th scope="row">{klass.name}</th>
                    <td>{klass.grade}</td>
                    <td>{klass.yearOfStudy}</td>
                    <td>{klass.students}</td>
                    <td>
                      <span className={klass.counsellors.length ? undefined : styles.warn}>
                        {klass.counsellors.map((c) => c.name).join('、') || texts.noCounsellor}
                      </span>
                      {klass.changed && <span className={styles.tag}>{texts.changed}</span>}
                      {onCounsellors && picking !== klass.id && (
                        <button
                          type="button"
                          className={styles.inline}
                          aria-label={`${texts.change} · ${klass.name}`}
                          onClick={() => setPicking(klass.id)}
                        >
                          {texts.change}
                        </button>
                      )}
                    </td>
                  </tr>
                  {onCounsellors && picking === klass.id && (
                    <tr>
                      <td colSpan={5}>
                        <CounsellorPicker
                          className={klass.name}
                          onCancel={() => setPicking(null)}
                          onPick={(people) => {
                            setPicking(null);
                            onCounsellors(klass.id, people);
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}
