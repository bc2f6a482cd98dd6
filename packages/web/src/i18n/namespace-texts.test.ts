import { describe, expect, it, vi } from 'vitest';
import { i18next } from './i18n';
import { namespaceTexts } from './namespace-texts';

describe('namespaceTexts', () => {
  it('wraps a page loader: the page comes back once its namespace has loaded too', async () => {
    const loadNamespaces = vi.spyOn(i18next, 'loadNamespaces').mockResolvedValue(undefined);
    const Page = () => null;
    try {
      await expect(namespaceTexts('portal').withTexts(async () => Page)()).resolves.toBe(Page);
      expect(loadNamespaces).toHaveBeenCalledWith('portal');
    } finally {
      loadNamespaces.mockRestore();
    }
  });
});
