import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from './error-block';

interface EmptyStateProps {
  /** A line under 暂无数据 saying what will appear here. */
  description?: ReactNode;
}

/** The shared "no data" placeholder; its text 暂无数据 comes from the contract catalogue (SPEC §2.3). */
export function EmptyState({ description = null }: EmptyStateProps) {
  const { t } = useTranslation('contract');
  return <ErrorBlock status="empty" title={t('common.empty')} description={description} />;
}
