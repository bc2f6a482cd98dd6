import { Button } from 'antd-mobile';
import styles from './desk.module.css';
import { useAdminTexts } from './texts';

/** Previous / next under a paged list, with where the reader is. */
export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const t = useAdminTexts();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.pager}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span>{t.page(page, pages, total)}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
