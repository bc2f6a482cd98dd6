import { localize, type Language } from '@campus/contract';
import type { RoleSummary } from '../api/oauth2';

/**
 * A role's name in the language on screen: the app's own roles come with every language
 * (`names`), a school's own role with the name it was given (issue 17 item 8).
 */
export const roleName = (
  role: Omit<RoleSummary, 'names'> & Partial<Pick<RoleSummary, 'names'>>,
  language: Language,
): string => localize(role.names ?? role.name, language);
