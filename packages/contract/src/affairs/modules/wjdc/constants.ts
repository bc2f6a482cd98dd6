/**
 * The kinds of question a survey asks, read by the group's declarations (api.ts) and by both sides
 * (types.ts re-exports them).
 */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
