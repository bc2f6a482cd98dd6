import { Button } from 'antd-mobile';
import { showToast } from '../../../components/feedback';
import { useSyncTexts } from './texts';

/** Copies a text to the clipboard, saying whether it did (a page not served securely cannot). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const t = useSyncTexts();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void showToast({ icon: 'success', content: t.copied });
    } catch {
      void showToast({ icon: 'fail', content: t.copyFailed });
    }
  };
  return (
    <Button size="mini" aria-label={`${t.copy} ${label}`} onClick={() => void copy()}>
      {t.copy}
    </Button>
  );
}
