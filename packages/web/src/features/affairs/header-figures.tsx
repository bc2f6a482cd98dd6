import { FigureGrid } from './figure-grid';
import type { HeaderFigure } from './figures';
import styles from './header-figures.module.css';

/**
 * Four headline figures in a row inside a group's coloured header (a rate, then the counts behind
 * it): the rates and statistics screens of several groups show their totals this way.
 */
export function HeaderFigures({ figures }: { figures: readonly HeaderFigure[] }) {
  return <FigureGrid className={styles.figures} figures={figures} />;
}
