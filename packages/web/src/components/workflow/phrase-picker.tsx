import { Button, Popup, SwipeAction, Tag, Toast } from 'antd-mobile';
import { bpm, phraseEndpoints, type PhraseRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { ListPage, listKey } from '../list-page';
import styles from './phrase-picker.module.css';
import { useCommand } from './use-command';
import { ListEmpty } from '../list-empty';

/** What a phrase command changes: the phrases, and nothing of the workflow. */
const PHRASES = [phraseEndpoints.query];

interface PhrasePickerProps {
  visible: boolean;
  onClose: () => void;
  onPick: (text: string) => void;
  /** The opinion typed so far, offered to be kept as a new phrase. */
  current: string;
}

/** Saved phrases (常用语): tap one to use it, keep the current opinion as one, swipe to delete. */
export function PhrasePicker({ visible, onClose, onPick, current }: PhrasePickerProps) {
  const { t } = useWorkflowTexts();
  const { busy, run } = useCommand(PHRASES);

  const keep = async () => {
    if (!current.trim()) {
      Toast.show({ content: t('bpm.phrase.nothingToSave') });
      return;
    }
    await run(() => bpm.savePhrase(current.trim()), t('bpm.phrase.saved'));
  };

  const rows = (phrases: PhraseRow[]) => (
    <ul className={styles.list}>
      {phrases.map((phrase) => (
        <li key={phrase.id}>
          <SwipeAction
            rightActions={[
              {
                key: 'default',
                text: t('bpm.phrase.setDefault'),
                color: 'primary',
                onClick: () => void run(() => bpm.setDefaultPhrase(phrase.id)),
              },
              {
                key: 'remove',
                text: t('bpm.phrase.remove'),
                color: 'danger',
                onClick: () => void run(() => bpm.removePhrase(phrase.id)),
              },
            ]}
          >
            <button
              type="button"
              className={styles.phrase}
              onClick={() => {
                onPick(phrase.content);
                onClose();
              }}
            >
              <span>{phrase.content}</span>
              {phrase.isDefault === 'Y' && <Tag color="primary">{t('bpm.phrase.default')}</Tag>}
            </button>
          </SwipeAction>
        </li>
      ))}
    </ul>
  );

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.title}>{t('bpm.phrase.title')}</h2>
      <p className={styles.hint}>{t('bpm.phrase.hint')}</p>
      <div className={styles.scroll}>
        {visible && (
          <ListPage
            queryKey={listKey(phraseEndpoints.query)}
            fetchPage={(pageNo, limit) => bpm.phrases(listBody({ pageNo, limit }))}
            renderRows={rows}
            emptyContent={<ListEmpty hint={t('bpm.phrase.empty')} />}
          />
        )}
      </div>
      <Button block fill="outline" color="primary" loading={busy} onClick={() => void keep()}>
        {t('bpm.phrase.add')}
      </Button>
    </Popup>
  );
}
