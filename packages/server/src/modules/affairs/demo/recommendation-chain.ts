import type { DemoStep } from './play.js';

const DAY = 86_400_000;

/**
 * The recommending chain of the award groups' demo requests (scholarships, honours): the
 * counsellor recommends in the group's words, the college passes the next day and the office
 * decides the day after; only the first `count` steps, the first at `from`.
 */
export function recommendationChain(
  from: number,
  count: number,
  words: { recommendation: string; college: string },
): DemoStep[] {
  const steps: DemoStep[] = [
    { vote: 'agree', at: from, opinion: '同意推荐', edits: { recommendation: words.recommendation } },
    { vote: 'agree', at: from + DAY, opinion: words.college },
    { vote: 'agree', at: from + 2 * DAY, opinion: '审定通过' },
  ];
  return steps.slice(0, count);
}
