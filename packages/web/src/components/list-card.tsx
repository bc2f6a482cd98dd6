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
  /**
   * A control of its own at the card's top right (a star): beside the card's button, not inside it,
   * so each card holds one interactive element (a button within a button is announced as one, and
   * its inner control cannot be reached).
   */
  action?: ReactNode;
  /** Flags under the title (risk flags, "urged twice"). */
  badges?: ReactNode;
  lines?: CardLine[];
  /** The bottom line's left (a time) and right (a small action). */
  footer?: ReactNode;
  footerExtra?: ReactNode;
  /** A control at the footer's right (a button): beside the card, never inside a tappable one. */
  footerAction?: ReactNode;
  onClick?: () => void;
  /** Batch mode: the card is ticked on tap instead of opened. */
  selection?: { checked: boolean; onToggle: () => void; disabled?: boolean };
}

/** One row of a workflow or student-affairs list on a phone: a tappable card. */
export function ListCard({
  title,
  tag,
  action,
  badges,
  lines = [],
  footer,
  footerExtra,
  footerAction,
  onClick,
  selection,
}: ListCardProps) {
  // A tappable card holds no other control (axe: nested-interactive): the footer's control sits
  // beside the card, drawn at the footer's place, like the head's `action`.
  const body = (
    <div className={styles.body}>
      <div className={styles.head} data-beside-action={action ? true : undefined}>
        <h2 className={styles.title}>{title}</h2>
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
      {(footer || footerExtra || footerAction) && (
        <div className={styles.footer} data-beside-action={footerAction ? true : undefined}>
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
  const card = (
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
  if (!action && !footerAction) return card;
  return (
    <div className={styles.withAction}>
      {card}
      {action && <div className={styles.action}>{action}</div>}
      {footerAction && <div className={styles.footerAction}>{footerAction}</div>}
    </div>
  );
}
