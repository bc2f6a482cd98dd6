import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Popup, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { taskEndpoints } from '../../api/bpm';
import { endpointQuery } from '../../api/http';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import type { RejectMode } from './action-plan';
import { CommentArea } from './comment-area';
import styles from './task-popups.module.css';

export interface SendBack {
  mode: RejectMode;
  /** The node, when sent back to a chosen one. */
  destination?: string;
}

interface SendBackPopupProps {
  visible: boolean;
  taskId: string;
  modes: RejectMode[];
  opinion: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (choice: SendBack, opinion: string) => void;
}

/** Where to send a task back: the previous step, the applicant, or an earlier step chosen here. */
export function SendBackPopup({
  visible,
  taskId,
  modes,
  opinion,
  busy,
  onClose,
  onConfirm,
}: SendBackPopupProps) {
  const { t } = useWorkflowTexts();
  const [mode, setMode] = useState<RejectMode>(modes[0] ?? 'previous');
  const [destination, setDestination] = useState<string>();
  const [reason, setReason] = useState(opinion);
  const nodes = useQuery({
    ...endpointQuery(taskEndpoints.rejectNodes, { query: { taskId } }),
    enabled: visible && modes.includes('node'),
  });

  const ready = mode !== 'node' || destination !== undefined;
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.title}>{t('bpm.sendBack.title')}</h2>
      <Radio.Group value={mode} onChange={(value) => setMode(value as RejectMode)}>
        <Space direction="vertical" className={styles.modes}>
          {modes.map((m) => (
            <Radio key={m} value={m}>
              {t(`bpm.sendBack.${m}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {mode === 'node' &&
        (nodes.data ? (
          <Radio.Group value={destination} onChange={(value) => setDestination(String(value))}>
            <Space direction="vertical" className={styles.modes}>
              {nodes.data.map((node) => (
                <Radio key={node.nodeId} value={node.nodeId}>
                  {node.nodeName}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        ) : (
          <DotLoading />
        ))}
      <CommentArea value={reason} onChange={setReason} placeholder={t('bpm.sendBack.reason')} />
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button
          color="warning"
          disabled={!ready}
          loading={busy}
          onClick={() =>
            onConfirm({ mode, destination: mode === 'node' ? destination : undefined }, reason.trim())
          }
        >
          {t('bpm.action.sendBack')}
        </Button>
      </div>
    </Popup>
  );
}
