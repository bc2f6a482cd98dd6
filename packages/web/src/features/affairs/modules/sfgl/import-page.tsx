import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { SpreadsheetImport } from '../../../../components/spreadsheet-import/spreadsheet-import';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { billImport, feeEndpoints } from './api';
import styles from './fees.module.css';
import { useFeeTexts } from './texts';

/**
 * chargeImport: the finance office's bill spreadsheet, uploaded, previewed with each bad row and
 * column named, then confirmed; the screen follows the import's progress until it is written
 * (the shared spreadsheet import).
 */
export function ChargeImportPage(props: AffairScreenProps) {
  const t = useFeeTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const refresh = useCallback(
    () => void invalidateEndpoints(client, [feeEndpoints.overview, feeEndpoints.list, feeEndpoints.mine]),
    [client],
  );
  return (
    <>
      <GroupHeader props={props} subtitle={t('import.hint')} />
      <SpreadsheetImport
        endpoints={billImport}
        intro={<p className={styles.line}>{t('import.columns')}</p>}
        onDone={refresh}
        doneAction={
          <Button color="primary" onClick={() => navigate(screenPath(props, 'chargeManage'))}>
            {t('import.toList')}
          </Button>
        }
      />
    </>
  );
}
