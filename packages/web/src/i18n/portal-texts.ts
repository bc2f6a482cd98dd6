import { namespaceTexts } from './namespace-texts';
import { PORTAL_NAMESPACE } from './portal-loaders';

const portal = namespaceTexts(PORTAL_NAMESPACE);

/**
 * The portal texts in the current language. Their screens load the namespace before they render
 * (`withPortalTexts` in the route table), so nothing suspends.
 */
export const usePortalTexts = portal.useTexts;

/** Loads the portal texts of the current language (and the fallback); later switches keep them loaded. */
export const loadPortalTexts = portal.load;

/** A page loader that also loads the portal texts, in parallel with the page's code. */
export const withPortalTexts = portal.withTexts;
