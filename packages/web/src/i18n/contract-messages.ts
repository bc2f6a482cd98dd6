import { createTranslator, type Catalogue, type Language } from '@campus/contract';

/**
 * The web app's translator for the contract catalogue (state messages, validation texts).
 * It starts with zh-CN only; the other languages join with their language pack
 * (language-packs.ts), so the first download carries one catalogue instead of four.
 * Framework-free: the request layer uses it in the browser and in Node tests alike.
 */
const contractMessages = createTranslator();

export const translate = contractMessages.translate;
export const stateMessage = contractMessages.stateMessage;

export function addContractCatalogue(language: Language, catalogue: Catalogue): void {
  contractMessages.add(language, catalogue);
}
