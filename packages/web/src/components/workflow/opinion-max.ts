/** The longest opinion the server keeps (its own module: the reason popups need no phrase picker). */
export const OPINION_MAX = 2000;
