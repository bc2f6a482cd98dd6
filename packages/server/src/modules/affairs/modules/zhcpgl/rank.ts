/**
 * Competition ranking (1, 2, 2, 4): equal totals (to the hundredth) share a rank, and the next
 * total takes its place after all of them. Pure, so ties are tested without a database.
 */
export function competitionRanks<T>(items: readonly T[], total: (item: T) => number): Map<T, number> {
  const hundredths = (item: T) => Math.round(total(item) * 100);
  const sorted = [...items].sort((a, b) => hundredths(b) - hundredths(a));
  const ranks = new Map<T, number>();
  sorted.forEach((item, index) => {
    const before = sorted[index - 1];
    ranks.set(
      item,
      before !== undefined && hundredths(before) === hundredths(item) ? ranks.get(before)! : index + 1,
    );
  });
  return ranks;
}
