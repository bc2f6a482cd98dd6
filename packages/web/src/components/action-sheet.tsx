import { Popup, type ActionSheetProps as AntdActionSheetProps } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import styles from './action-sheet.module.css';

export type Action = AntdActionSheetProps['actions'][number];

export interface ActionSheetProps {
  visible?: boolean;
  actions: Action[];
  /** A line above the actions saying what they are about. */
  extra?: AntdActionSheetProps['extra'];
  cancelText?: AntdActionSheetProps['cancelText'];
  onAction?: (action: Action, index: number) => void;
  onClose?: () => void;
  /** Closes the sheet once an action is chosen. */
  closeOnAction?: boolean;
  afterClose?: () => void;
}

/**
 * A bottom sheet of actions, as antd-mobile's ActionSheet looks, whose actions are buttons (issue
 * 35; reported upstream, see docs/ACCESSIBILITY.md): antd-mobile 5 renders them as <a> elements
 * without href, with role="option" outside any listbox, so a screen reader hears options of
 * nothing (axe: aria-required-parent, critical) and the keyboard cannot reach them at all. Use
 * this instead of antd-mobile's everywhere. Opening it moves the focus to its first action, closing
 * it back to what opened it.
 */
export function ActionSheet({
  visible = false,
  actions,
  extra,
  cancelText,
  onAction,
  onClose,
  closeOnAction = false,
  afterClose,
}: ActionSheetProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!visible) return;
    // The control that opened the sheet gets the focus back when it closes, so a keyboard user
    // goes on from where they were rather than from the top of the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusFirst = () => list.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
    // On the first opening antd-mobile's Popup mounts the list one render after `visible` (from its
    // layout effect), and React runs this effect before that render: the list is there a frame later.
    const frame = list.current ? (focusFirst(), 0) : requestAnimationFrame(focusFirst);
    return () => {
      cancelAnimationFrame(frame);
      if (opener?.isConnected) opener.focus();
    };
  }, [visible]);
  return (
    // antd-mobile's class for its sheet: what looks like one is found like one (journeys, styles).
    <Popup
      className="adm-action-sheet-popup"
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={afterClose}
    >
      {extra && <div className={styles.extra}>{extra}</div>}
      <ul ref={list} className={styles.list}>
        {actions.map((action, index) => (
          <li key={action.key}>
            <button
              type="button"
              className={styles.item}
              disabled={action.disabled}
              data-danger={action.danger || undefined}
              data-bold={action.bold || undefined}
              onClick={() => {
                action.onClick?.();
                onAction?.(action, index);
                if (closeOnAction) onClose?.();
              }}
            >
              {action.text}
              {action.description && <span className={styles.description}>{action.description}</span>}
            </button>
          </li>
        ))}
      </ul>
      {cancelText && (
        <div className={styles.cancel}>
          <button type="button" className={styles.item} onClick={onClose}>
            {cancelText}
          </button>
        </div>
      )}
    </Popup>
  );
}

/** The handle of a sheet opened by `ActionSheet.show`. */
export interface ActionSheetHandler {
  close: () => void;
}

/**
 * Opens a sheet from code, outside any screen (as antd-mobile's `ActionSheet.show`): it lives in a
 * root of its own and is removed once it has closed.
 */
function showActionSheet(props: Omit<ActionSheetProps, 'visible'>): ActionSheetHandler {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  let close: () => void = () => undefined;
  function Shown() {
    const [visible, setVisible] = useState(false);
    close = () => setVisible(false);
    // Visible after the first paint, so the sheet slides in as one opened on a screen does.
    useEffect(() => setVisible(true), []);
    return (
      <ActionSheet
        {...props}
        visible={visible}
        onClose={() => {
          props.onClose?.();
          setVisible(false);
        }}
        afterClose={() => {
          props.afterClose?.();
          // After React has finished this render: a root cannot unmount itself while rendering.
          setTimeout(() => {
            root.unmount();
            container.remove();
          });
        }}
      />
    );
  }
  root.render(<Shown />);
  return { close: () => close() };
}

ActionSheet.show = showActionSheet;
