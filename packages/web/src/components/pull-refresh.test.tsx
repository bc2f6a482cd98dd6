import { ConfigProvider } from 'antd-mobile';
import antdEnUS from 'antd-mobile/es/locales/en-US';
import antdJaJP from 'antd-mobile/es/locales/ja-JP';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from '@campus/contract';
import { i18next, UI_NAMESPACE } from '../i18n/i18n';
import { enUS } from '../i18n/locales/en-US';
import { jaJP } from '../i18n/locales/ja-JP';
import { PullRefresh } from './pull-refresh';

/** The head of a list says what to do with a finger (issue 30, item 22), as the app's providers set it up. */
async function headIn(lang: string, antd: typeof antdEnUS): Promise<string> {
  await i18next.changeLanguage(lang).catch(() => undefined);
  return renderToStaticMarkup(
    <ConfigProvider locale={antd}>
      <PullRefresh onRefresh={async () => undefined}>
        <p>rows</p>
      </PullRefresh>
    </ConfigProvider>,
  );
}

describe('PullRefresh', () => {
  i18next.addResourceBundle('en-US', UI_NAMESPACE, enUS);
  i18next.addResourceBundle('ja-JP', UI_NAMESPACE, jaJP);
  afterAll(() => void i18next.changeLanguage(DEFAULT_LANGUAGE));

  it('asks to pull down, not to scroll, in English and Japanese', async () => {
    expect(await headIn('en-US', antdEnUS)).toContain('Pull down to refresh');
    expect(await headIn('ja-JP', antdJaJP)).toContain('下に引いて更新');
  });
});
