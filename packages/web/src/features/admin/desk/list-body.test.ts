import { describe, expect, it } from 'vitest';
import { listBody } from './list-body';

describe('listBody', () => {
  it('sends only the filters chosen, trimmed, with the page', () => {
    expect(listBody({ 'Q^keyword^SL': ' 李 ', 'Q^kind^S': '', 'Q^orgId^S': undefined }, 2, 20)).toEqual({
      parameters: [{ key: 'Q^keyword^SL', value: '李' }],
      requestPage: { pageNo: 2, limit: 20 },
      sorts: [],
    });
  });
});
