import { Checkbox } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './list-card.module.css';

export interface CardLine {
  label?: ReactNode;
  value: ReactNode;
}

interface ListCardProps {
  title: ReactNode;
  /** At the title's right: a status tag. */
  tag?: ReactNode;
  /** Flags under the title (risk flags, "urged twice"). */
  badges?: ReactNode;
  lines?: CardLine[];
  /** The bottom line's left (a time) and right (a small action). */
  footer?: ReactNode;
  footerExtra?: ReactNode;
  onClick?: () => void;
  /** Batch mode: the card is ticked on tap instead of opened. */
  selection?: { checked: boolean; onToggle: () => void; disabled?: boolean };
}

/** One row of a workflow or student-affairs list on a phone: a tappable card. */
export function ListCard({
  title,
  tag,
  badges,
  lines = [],
  footer,
  footerExtra,
  onClick,
  selection,
}: ListCardProps) {
  const body = (
    <div className={styles.body}>
      <div className={styles.head}>
        <h3 className={styles.title}>{title}</h3>
        {tag}
      </div>
      {badges && <div className={styles.badges}>{badges}</div>}
      {lines.length > 0 && (
        <dl className={styles.lines}>
          {lines.map((line, index) => (
            <div key={index} className={styles.line}>
              {line.label && <dt>{line.label}</dt>}
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(footer || footerExtra) && (
        <div className={styles.footer}>
          <span>{footer}</span>
          {footerExtra}
        </div>
      )}
    </div>
  );
  if (selection) {
    return (
      <div className={styles.card} data-selected={selection.checked || undefined}>
        <Checkbox
          className={styles.check}
          checked={selection.checked}
          disabled={selection.disabled}
          onChange={selection.onToggle}
        >
          {body}
        </Checkbox>
      </div>
    );
  }
  return (
    <div
      className={styles.card}
      role={onClick ? 'button' : undefined}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick}
      onKeyDown={(event) => {
        if (onClick && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onClick();
        }
      }}
    >
      {body}
    </div>
  );
}
