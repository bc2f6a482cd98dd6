/**
 * Graduates' destination categories (毕业去向, the Ministry of Education's statistics categories,
 * MODULES-RESEARCH §20), in the order of destination.form.json's `category` options. A destination
 * counts as settled (落实) unless the graduate is still preparing, not seeking or seeking work.
 */
export const DESTINATION_CATEGORIES = [
  'agreement',
  'contract',
  'otherEmployment',
  'assistant',
  'army',
  'nationalProject',
  'localProject',
  'business',
  'freelance',
  'furtherStudy',
  'abroad',
  'preparingStudy',
  'notSeeking',
  'seeking',
] as const;
export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];

export const UNSETTLED: readonly DestinationCategory[] = ['preparingStudy', 'notSeeking', 'seeking'];

export const isSettled = (category: string): boolean =>
  (DESTINATION_CATEGORIES as readonly string[]).includes(category) &&
  !UNSETTLED.includes(category as DestinationCategory);

export const EMPLOYER_NATURES = [
  'government',
  'institution',
  'stateOwned',
  'private',
  'foreign',
  'army',
  'other',
] as const;
export const EDUCATIONS = ['any', 'junior', 'bachelor', 'master', 'doctor'] as const;
