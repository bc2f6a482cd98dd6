import type { SurveyAnswers, SurveyInput, SurveyQuestion } from '@campus/contract/affairs/wjdc';
import { surveyRefusal } from './refusals.js';

/**
 * The questionnaire's rules, pure: the builder's questions get their ids (q1.., o1..); an answer
 * sheet keeps only what each question allows (one of its options, some of them, a text, a
 * rating within its scale) and every required question answered. Refusals name the field
 * (`questions.2.options`, `answers.q3`).
 */
export function questionsOf(input: SurveyInput['questions']): SurveyQuestion[] {
  return input.map((q, index) => {
    const options =
      q.kind === 'single' || q.kind === 'multiple'
        ? [...new Set((q.options ?? []).map((o) => o.trim()).filter(Boolean))].map((label, j) => ({
            id: `o${j + 1}`,
            label,
          }))
        : [];
    if ((q.kind === 'single' || q.kind === 'multiple') && options.length < 2)
      throw surveyRefusal('noOptions', { n: index + 1 }, `questions.${index}.options`);
    return {
      id: `q${index + 1}`,
      kind: q.kind,
      title: q.title.trim(),
      required: q.required,
      options,
      scale: q.kind === 'rating' ? (q.scale === 10 ? 10 : 5) : 0,
    };
  });
}

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export function checkAnswers(
  questions: readonly SurveyQuestion[],
  answers: Record<string, unknown>,
): SurveyAnswers {
  for (const key of Object.keys(answers))
    if (!questions.some((q) => q.id === key)) throw surveyRefusal('unknownQuestion', {}, `answers.${key}`);
  const kept: SurveyAnswers = {};
  for (const [index, q] of questions.entries()) {
    const value = answers[q.id];
    const n = index + 1;
    const field = `answers.${q.id}`;
    if (blank(value)) {
      if (q.required) throw surveyRefusal('required', { n }, field);
      continue;
    }
    const bad = () => surveyRefusal('badAnswer', { n }, field);
    const isOption = (v: unknown) => typeof v === 'string' && q.options.some((o) => o.id === v);
    if (q.kind === 'single') {
      if (!isOption(value)) throw bad();
      kept[q.id] = value as string;
    } else if (q.kind === 'multiple') {
      if (!Array.isArray(value) || !value.every(isOption)) throw bad();
      kept[q.id] = [...new Set(value as string[])];
    } else if (q.kind === 'rating') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > q.scale) throw bad();
      kept[q.id] = value;
    } else {
      if (typeof value !== 'string' || value.trim().length > 1000) throw bad();
      kept[q.id] = value.trim();
    }
  }
  return kept;
}
