import type { Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../stores/view';
import { applyLanguage } from './apply-language';

/** Switches the UI language: loads it first, so no screen renders half in the old language. */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const setLanguage = useViewStore((state) => state.setLanguage);
  return useCallback(
    async (language: Language) => {
      await applyLanguage(language);
      setLanguage(language);
    },
    [setLanguage],
  );
}
