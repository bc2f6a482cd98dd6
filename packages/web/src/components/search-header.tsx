import { SearchBar } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './search-header.module.css';

/** How long typing pauses before the list searches. */
const SEARCH_DELAY_MS = 400;

interface SearchHeaderProps {
  placeholder: string;
  onSearch: (text: string) => void;
  /** Filters under the search box (category tabs, status tabs). */
  children?: ReactNode;
}

/** The search box (and filters) that stays at the top of a list while it scrolls. */
export function SearchHeader({ placeholder, onSearch, children }: SearchHeaderProps) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className={styles.header}>
      <SearchBar
        placeholder={placeholder}
        value={text}
        onChange={setText}
        onSearch={(value) => onSearch(value.trim())}
        onClear={() => onSearch('')}
      />
      {children}
    </div>
  );
}
