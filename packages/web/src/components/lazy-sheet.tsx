import { Skeleton } from 'antd-mobile';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import styles from './lazy-sheet.module.css';
import { Popup } from './overlays';

interface LazySheetProps {
  visible: boolean;
  onClose: () => void;
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
  /** The form inside, usually a `lazy()` component: rendered only while the sheet is open. */
  children: ReactNode;
}

/**
 * A bottom sheet for a form that is fetched when the sheet first opens (issue 16): antd-mobile's
 * Form, its controls and their validation stay out of the list screen's first load, and so does the
 * sheet itself with its animation library (components/overlays.ts, issue 31). The sheet slides up with
 * a skeleton, and the form takes its place when its chunk is there.
 */
export function LazySheet({ visible, onClose, bodyClassName, bodyStyle, children }: LazySheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={bodyClassName}
      bodyStyle={bodyStyle}
      destroyOnClose
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        }
      >
        {visible && children}
      </Suspense>
    </Popup>
  );
}
