import { localize } from '@campus/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useViewStore } from '../../stores/view';
import type { AppTitle } from './catalogue';

/** Names entries in the current language: texts by key, modules by their own titles. */
export function useAppTitle(): (title: AppTitle) => string {
  const { t } = useTranslation();
  const { t: portal } = usePortalTexts();
  const language = useViewStore((state) => state.language);
  return useCallback(
    (title) => {
      if ('key' in title) return t(title.key);
      if ('portal' in title) return portal(title.portal);
      return localize(title.text, language);
    },
    [t, portal, language],
  );
}
