/**
 * Onboarding's variants, journey steps, forms, pages, question scopes and standings, read by its
 * declarations (api.ts) and by both sides (types.ts re-exports them).
 */

export const ONBOARDING_VARIANTS = ['yxxt', 'cjxy_yxxt', 'sanya_yxxt', 'jlqc_yxxt', 'xtlg_yxxt'] as const;
export type OnboardingVariant = (typeof ONBOARDING_VARIANTS)[number];

/** The steps of the freshman's journey, in order. */
export const JOURNEY_STEPS = [
  'info',
  'payment',
  'greenChannel',
  'dormitory',
  'arrival',
  'certificate',
  'army',
  'checkin',
] as const;
export type JourneyStepKey = (typeof JOURNEY_STEPS)[number];

/** What staff may set: keep the place, give it up, or clear it (back to what the check-in says). */
export const STANDINGS = ['kept', 'gaveUp', 'none'] as const;
export type FreshmanStanding = (typeof STANDINGS)[number];

/**
 * The freshman's own forms, each in the form format (contract yxxt/*.form.json), filled in once
 * and editable until the school closes them: personal information collection, arrival
 * information (cjxy: drives the pick-up plan), joining the army (keep the place, tuition
 * compensation), certificate upload (cjxy).
 *   GET  onboarding/forms/:kind          -> OnboardingFormReply (the form in the caller's language)
 *   POST onboarding/forms/:kind {values} -> OnboardingFormReply (refusals name each field)
 */
export const ONBOARDING_FORMS = ['info', 'arrival', 'army', 'certificate'] as const;
export type OnboardingFormKind = (typeof ONBOARDING_FORMS)[number];

/**
 * The school's rich-text pages (入学须知 home and its two kinds, rxxz, the financial-aid policy,
 * the announcement, the consulting page): the school's own text when it wrote one, else the
 * product's, with {school} filled in.
 *   GET onboarding/pages/:key -> OnboardingPage;  POST (managers) {title, body} as LocalizedText
 */
export const ONBOARDING_PAGES = [
  'admissionHome',
  'admissionRequirements',
  'admissionRequirementsTwo',
  'rxxz',
  'financialAidPolicy',
  'announcement',
  'consulting',
] as const;
export type OnboardingPageKey = (typeof ONBOARDING_PAGES)[number];

/**
 * Asking questions (Q&A): a freshman asks (title, text, up to three pictures), staff answer and
 * may put the answer in the FAQ everyone reads.
 *   GET  onboarding/questions?scope=faq|mine|open|answered -> OnboardingQuestion[] (open/answered: staff)
 *   POST onboarding/questions {values}                      -> OnboardingQuestion
 *   GET  onboarding/questions/:id                            -> OnboardingQuestion
 *   POST onboarding/questions/:id/answer {answer, faq}       -> OnboardingQuestion (staff)
 */
export const QUESTION_SCOPES = ['faq', 'mine', 'open', 'answered'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];
