/**
 * Web feature files that still write a query key or a URL by hand (issue 27): each leaves this list
 * when it calls through the contract declarations. The list only shrinks.
 */
export const LEGACY_ENDPOINT_FILES = [
];
