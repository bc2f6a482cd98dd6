import { Children, isValidElement, useEffect, useRef, type ReactNode } from 'react';
import styles from './chip-tabs.module.css';

interface ChipTabProps {
  title: ReactNode;
  disabled?: boolean;
}

/** One chip; its React `key` is the value it stands for. Rendered by ChipTabs, not by itself. */
function ChipTab(_props: ChipTabProps): null {
  return null;
}

interface ChipTabsProps {
  activeKey?: string | null;
  onChange?: (key: string) => void;
  /** Names the row for screen readers, where the screen does not say what it filters. */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * A row of filter chips (all, running, ended...): antd-mobile's CapsuleTabs look, without its cost
 * on a list's first screen (it measures its tabs in a layout effect and scrolls them with
 * react-spring, a forced layout and an animation library before the list has rendered). The chips
 * are buttons, pressed or not, so a keyboard and a screen reader reach them. The row scrolls
 * sideways when it is wider than the screen; the chosen chip is brought into view after paint.
 */
function ChipTabsRow({ activeKey, onChange, children, 'aria-label': label }: ChipTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const chips: { key: string; props: ChipTabProps }[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<ChipTabProps>(child) && typeof child.key === 'string') {
      chips.push({ key: child.key, props: child.props });
    }
  });
  const active = activeKey ?? chips[0]?.key;
  const moved = useRef(false);

  useEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // The first chip on the first screen is in view already: nothing to measure then.
    if (!list || !chip || (!moved.current && chip === list.firstElementChild?.firstElementChild)) return;
    if (list.scrollWidth > list.clientWidth) {
      const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
      list.scrollTo({ left, behavior: moved.current ? 'smooth' : 'auto' });
    }
    moved.current = true;
  }, [active]);

  return (
    <div className={styles.chips} role="group" aria-label={label} data-chips="">
      <div className={styles.list} ref={listRef}>
        {chips.map(({ key, props }) => (
          <div key={key} className={styles.wrapper}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={key === active}
              disabled={props.disabled}
              onClick={() => {
                moved.current = true;
                if (key !== active) onChange?.(key);
              }}
            >
              {props.title}
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

export const ChipTabs = Object.assign(ChipTabsRow, { Tab: ChipTab });
