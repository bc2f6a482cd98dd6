import { describe, expect, it } from 'vitest';
import { localizedOptions } from './localized-options';

describe('localizedOptions', () => {
  const titles = {
    lecture: { 'zh-CN': '讲座', 'zh-TW': '講座', 'en-US': 'Lecture', 'ja-JP': '講演' },
    visit: { 'zh-CN': '参观', 'zh-TW': '參觀', 'en-US': 'Visit', 'ja-JP': '見学' },
  };

  it('gives each key as a value, labelled in the language, in the record order', () => {
    expect(localizedOptions(titles, 'en-US')).toEqual([
      { label: 'Lecture', value: 'lecture' },
      { label: 'Visit', value: 'visit' },
    ]);
    expect(localizedOptions(titles, 'ja-JP').map((o) => o.label)).toEqual(['講演', '見学']);
  });
});
