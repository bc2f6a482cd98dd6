import type { Language } from '@campus/contract';
import { useViewStore } from '../../stores/view';

/** The sign-in screen's link to the activation screen (issue 28), in the four languages. */
const LINK_TEXT: Readonly<Record<Language, string>> = {
  'zh-CN': '首次使用？激活账号',
  'zh-TW': '首次使用？啟用帳號',
  'en-US': 'First time here? Activate your account',
  'ja-JP': '初めての方：アカウントを有効化',
};

export function useActivateLinkText(): string {
  return LINK_TEXT[useViewStore((state) => state.language)];
}
