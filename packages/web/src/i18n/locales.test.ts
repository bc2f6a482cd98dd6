import { describeCatalogue } from './catalogue-checks';
import { enUS } from './locales/en-US';
import { jaJP } from './locales/ja-JP';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';

describeCatalogue('UI catalogue', zhCN, { 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP });
