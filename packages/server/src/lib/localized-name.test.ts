import { describe, expect, it } from 'vitest';
import { textIn, textsOf } from './localized-name.js';

describe('a row’s text in the reader’s language', () => {
  const names = JSON.stringify({ 'zh-CN': '学生', 'en-US': 'Student', 'ja-JP': '学生' });

  it('takes the language’s text where the row has one, the stored text otherwise', () => {
    expect(textIn(names, '学生', 'en-US')).toBe('Student');
    expect(textIn(names, '学生', 'zh-TW')).toBe('学生');
    expect(textIn(null, '本科生', 'en-US')).toBe('本科生');
  });

  it('keeps the stored text as the school’s own, and survives unreadable names', () => {
    expect(textIn(names, '本科学生', 'zh-CN')).toBe('本科学生');
    expect(textsOf('{not json', '学生')).toBe('学生');
  });
});
