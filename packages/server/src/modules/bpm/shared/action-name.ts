import { isMessageKey, translate, type Language } from '@campus/contract';

/** The localised name of an action or history status ('agree' -> 同意). */
export function actionName(lang: Language, action: string): string {
  const key = `bpm.action.${action}`;
  return isMessageKey(key) ? translate(lang, key) : action;
}
