import { Button, Popup } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { joinNames } from '../../lib/join-names';
import { useViewStore } from '../../stores/view';
import { LazyUserSelector } from '../user-selector/lazy-user-selector';
import type { PickedUser } from '../user-selector/selection';
import { CommentArea } from './comment-area';
import styles from './task-popups.module.css';

interface PickPeoplePopupProps {
  visible: boolean;
  title: string;
  hint: string;
  multiple?: boolean;
  excludeIds?: readonly string[];
  busy: boolean;
  confirmText: string;
  /** The label before the people picked; "To" (交给) unless given. */
  toLabel?: string;
  onClose: () => void;
  onConfirm: (people: PickedUser[], comment: string) => void;
}

/** Transfer, proxy, add signers and copies: whom (through the user selector), and a word of why. */
export function PickPeoplePopup(props: PickPeoplePopupProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [people, setPeople] = useState<PickedUser[]>([]);
  const [selecting, setSelecting] = useState(false);
  const [comment, setComment] = useState('');
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.title}>{props.title}</h2>
      <p className={styles.warning}>{props.hint}</p>
      <button type="button" className={styles.person} onClick={() => setSelecting(true)}>
        <span>{props.toLabel ?? t('bpm.change.to')}</span>
        <span>
          {people.length
            ? joinNames(
                people.map((p) => p.name),
                language,
              )
            : t('form.placeholder.select')}{' '}
          <RightOutline />
        </span>
      </button>
      <CommentArea value={comment} onChange={setComment} placeholder={t('bpm.change.comment')} />
      <div className={styles.actions}>
        <Button onClick={props.onClose}>{t('form.cancel')}</Button>
        <Button
          color="primary"
          disabled={people.length === 0}
          loading={props.busy}
          onClick={() => props.onConfirm(people, comment.trim())}
        >
          {props.confirmText}
        </Button>
      </div>
      <LazyUserSelector
        visible={selecting}
        title={t('bpm.change.pick')}
        multiple={props.multiple}
        excludeIds={props.excludeIds}
        onClose={() => setSelecting(false)}
        onConfirm={(picked) => {
          setPeople(picked);
          setSelecting(false);
        }}
      />
    </Popup>
  );
}
