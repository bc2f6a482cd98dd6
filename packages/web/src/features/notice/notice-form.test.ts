import { describe, expect, it } from 'vitest';
import type { News } from '../../api/news';
import { endOfDay, fieldsOf, saveRequest } from './notice-form';

const published = {
  id: '42',
  title: '宿舍安全检查安排',
  publicItem: 'important',
  loseDate: new Date(2026, 5, 30, 23, 59, 59, 999).getTime(),
  isPublic: 'N',
  fileAttach: [{ id: 'att1', name: 'a.pdf', size: 10, type: 'application/pdf' }],
  picture: 'pic1',
} as News;

describe('notice form', () => {
  it('starts empty for a new announcement: a notice for everyone, without end', () => {
    expect(fieldsOf(undefined)).toEqual({
      title: '',
      publicItem: 'notices',
      loseDay: null,
      staffOnly: false,
      attachments: [],
    });
  });

  it('starts from the announcement being edited', () => {
    const fields = fieldsOf(published);
    expect(fields.title).toBe('宿舍安全检查安排');
    expect(fields.publicItem).toBe('important');
    expect(fields.staffOnly).toBe(true);
    expect(fields.loseDay?.getDate()).toBe(30);
  });

  it('makes the last day last until its end', () => {
    expect(endOfDay(new Date(2026, 0, 5, 8, 30))).toBe(new Date(2026, 0, 5, 23, 59, 59, 999).getTime());
  });

  it('saves the fields and the attachments as edited, keeps the picture, and trims the title', () => {
    const added = { id: 'att2', name: 'b.docx', size: 20, type: 'application/msword' };
    const request = saveRequest(
      {
        ...fieldsOf(published),
        title: '  新标题 ',
        attachments: [added, ...fieldsOf(published).attachments],
      },
      '<p>正文</p>',
      'publish',
      published,
    );
    expect(request).toEqual({
      id: '42',
      title: '新标题',
      content: '<p>正文</p>',
      publicItem: 'important',
      status: 'publish',
      loseDate: published.loseDate,
      isPublic: 'N',
      fileAttach: [{ id: 'att2' }, { id: 'att1' }],
      picture: 'pic1',
    });
  });

  it('saves a new draft without id, end or attachments', () => {
    expect(saveRequest(fieldsOf(undefined), '', 'drafts', undefined)).toEqual({
      id: undefined,
      title: '',
      content: '',
      publicItem: 'notices',
      status: 'drafts',
      loseDate: null,
      isPublic: 'Y',
      fileAttach: [],
      picture: null,
    });
  });
});
