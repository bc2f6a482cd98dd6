import { describe, expect, it } from 'vitest';
import { recommendationChain } from './recommendation-chain.js';

describe('the recommending chain of a demo request', () => {
  const words = { recommendation: '同意推荐该生', college: '学院评审通过' };

  it('steps a day apart from the first, in the group’s words', () => {
    expect(recommendationChain(1_000, 3, words)).toEqual([
      { vote: 'agree', at: 1_000, opinion: '同意推荐', edits: { recommendation: '同意推荐该生' } },
      { vote: 'agree', at: 1_000 + 86_400_000, opinion: '学院评审通过' },
      { vote: 'agree', at: 1_000 + 2 * 86_400_000, opinion: '审定通过' },
    ]);
  });

  it('stops after the steps taken so far', () => {
    expect(recommendationChain(1_000, 0, words)).toEqual([]);
    expect(recommendationChain(1_000, 1, words).map((s) => s.opinion)).toEqual(['同意推荐']);
  });
});
