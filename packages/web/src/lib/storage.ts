import { MemoryStorage } from './memory-storage';

/** Every key this app writes starts with this, so `clear` never touches other apps on the origin. */
export const STORAGE_PREFIX = 'campus-';

type ValueType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/** The stored shape (SPEC §3): the value's data type, the value, and when it was written. */
export interface StoredEntry<T = unknown> {
  type: ValueType;
  value: T;
  timestamp: number;
}

export interface StorageOptions {
  /** Keep the value for this tab's session only (sessionStorage) instead of localStorage. */
  session?: boolean;
}

export interface AppStorage {
  /**
   * The stored value, or `fallback` when absent or unreadable. A non-null `fallback` also fixes the
   * expected type: a stored value of another type yields `fallback`.
   */
  get<T>(key: string, fallback: T, options?: StorageOptions): T;
  /** Returns false when the browser refused the write (quota, private mode). */
  set(key: string, value: unknown, options?: StorageOptions): boolean;
  remove(key: string, options?: StorageOptions): void;
  /** Removes every key with this app's prefix from both storages; other keys stay. */
  clear(): void;
}

export interface StorageBackends {
  prefix: string;
  local: Storage;
  session: Storage;
  now?: () => number;
}

function typeOf(value: unknown): ValueType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'object';
}

function isStoredEntry(parsed: unknown): parsed is StoredEntry {
  return typeof parsed === 'object' && parsed !== null && 'type' in parsed && 'value' in parsed;
}

export function createStorage({ prefix, local, session, now = Date.now }: StorageBackends): AppStorage {
  const backend = (options?: StorageOptions): Storage => (options?.session ? session : local);

  return {
    get<T>(key: string, fallback: T, options?: StorageOptions): T {
      const raw = backend(options).getItem(prefix + key);
      if (raw === null) return fallback;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return fallback;
      }
      if (!isStoredEntry(parsed)) return fallback;
      // A value written by an older build with another shape must not leak into typed state.
      if (fallback !== undefined && fallback !== null && parsed.type !== typeOf(fallback)) return fallback;
      return parsed.value as T;
    },

    set(key, value, options) {
      const entry: StoredEntry = { type: typeOf(value), value, timestamp: now() };
      try {
        backend(options).setItem(prefix + key, JSON.stringify(entry));
        return true;
      } catch {
        return false;
      }
    },

    remove(key, options) {
      backend(options).removeItem(prefix + key);
    },

    clear() {
      for (const store of [local, session]) {
        const ours: string[] = [];
        for (let index = 0; index < store.length; index += 1) {
          const key = store.key(index);
          if (key?.startsWith(prefix)) ours.push(key);
        }
        ours.forEach((key) => store.removeItem(key));
      }
    },
  };
}

/** The browser's storage, or memory when there is no window or the browser blocks access. */
function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    if (typeof window !== 'undefined' && window[name]) return window[name];
  } catch {
    // Accessing window.localStorage throws a SecurityError when site data is blocked.
  }
  return new MemoryStorage();
}

export const storage: AppStorage = createStorage({
  prefix: STORAGE_PREFIX,
  local: browserStorage('localStorage'),
  session: browserStorage('sessionStorage'),
});
