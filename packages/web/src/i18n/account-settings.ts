import type { UserInfo } from '../api/oauth2';
import { setSchoolTimeZone } from '../lib/school-zone';
import { useViewStore } from '../stores/view';
import { applyLanguage } from './apply-language';

/**
 * What follows the account rather than the phone, applied when the user context arrives (every
 * sign-in, every start): the language the person chose on any device (before sign-in the
 * browser's choice stands) and the school's time zone for every time on screen.
 */
export async function applyAccountSettings(info: UserInfo): Promise<void> {
  setSchoolTimeZone(info.timeZone);
  const chosen = info.user.language;
  if (!chosen || chosen === useViewStore.getState().language) return;
  try {
    await applyLanguage(chosen);
    useViewStore.getState().setLanguage(chosen);
  } catch {
    // The language's pack did not load (offline): the screen stays in the one it has.
  }
}
