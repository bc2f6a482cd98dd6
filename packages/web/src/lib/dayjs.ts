import dayjs from 'dayjs';
// The default language's locale; the others are loaded with their language pack (i18n/language-packs.ts).
import 'dayjs/locale/zh-cn';
import { dateLocale, onDateLocale } from './date-locale';

/**
 * dayjs in the language in use: import it from here, not from 'dayjs', so that a screen formatting
 * dates sets dayjs's locale before its first date, whenever this module first loads (lib/date-locale.ts).
 */
dayjs.locale(dateLocale());
onDateLocale((locale) => dayjs.locale(locale));

export default dayjs;
