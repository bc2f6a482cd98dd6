import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../lib/memory-storage';
import { createStorage } from '../../lib/storage';
import { createLocalDrafts, localDraftKey } from './local-draft';

function drafts() {
  const storage = createStorage({
    prefix: 'test-',
    local: new MemoryStorage(),
    session: new MemoryStorage(),
  });
  return createLocalDrafts(storage, () => 1234);
}

describe('local drafts', () => {
  it('keys drafts by form and user, and by scope when given', () => {
    expect(localDraftKey('leave', 'u1')).toBe('form-draft:leave:u1');
    expect(localDraftKey('leave', 'u1', 'task9')).toBe('form-draft:leave:u1:task9');
  });

  it('keeps what was filled in and gives it back with the time', () => {
    const store = drafts();
    store.save('k', { reason: '回家', proof: [] });
    expect(store.load('k')).toEqual({ values: { reason: '回家', proof: [] }, savedAt: 1234 });
  });

  it('keeps nothing for an empty form, and forgets a draft once cleared', () => {
    const store = drafts();
    store.save('k', { reason: '  ', proof: [], agree: false });
    expect(store.load('k')).toBeNull();
    store.save('k', { reason: 'x' });
    store.clear('k');
    expect(store.load('k')).toBeNull();
  });
});
