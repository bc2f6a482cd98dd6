import { Tag } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';

/** The flags the server knows words for; others are shown by their key. */
const KNOWN_FLAGS = ['longLeave', 'repeated', 'overdue', 'examWeek', 'hardship'] as const;
type KnownFlag = (typeof KNOWN_FLAGS)[number];
const isKnown = (flag: string): flag is KnownFlag => (KNOWN_FLAGS as readonly string[]).includes(flag);

/** Risk flags of a request in the reviewer's inbox (long leave, repeated leave, overdue return). */
export function RiskFlags({ flags }: { flags: readonly string[] }) {
  const { t } = useWorkflowTexts();
  return (
    <>
      {flags.map((flag) => (
        <Tag key={flag} color="danger" fill="outline">
          {isKnown(flag) ? t(`affairs.flag.${flag}`) : flag}
        </Tag>
      ))}
    </>
  );
}
