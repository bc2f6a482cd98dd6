import { CATALOGUES, LANGUAGES } from '@campus/contract';
import { addContractCatalogue } from './i18n/contract-messages';

// The app registers a language's contract catalogue when its language pack loads; tests use every
// language directly, so all of them are registered up front.
for (const language of LANGUAGES) addContractCatalogue(language, CATALOGUES[language]);
