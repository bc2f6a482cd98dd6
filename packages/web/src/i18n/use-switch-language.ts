import type { Language } from '@campus/contract';
import { useCallback } from 'react';
import { credentials, oauth2 } from '../api/http';
import { useViewStore } from '../stores/view';
import { applyLanguage } from './apply-language';

/**
 * Switches the UI language: loads it first, so no screen renders half in the old language. Signed
 * in, the choice is kept with the account too (the next sign-in on any device opens in it);
 * signed out, it is this browser's only.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const setLanguage = useViewStore((state) => state.setLanguage);
  return useCallback(
    async (language: Language) => {
      await applyLanguage(language);
      setLanguage(language);
      if (credentials.get()) await oauth2.saveLanguage(language);
    },
    [setLanguage],
  );
}
