import { describe, expect, it } from 'vitest';
import { joinNames } from './join-names';

describe('joinNames', () => {
  it('lists names the way each language does', () => {
    expect(joinNames(['刘芳', '沈芳丽'], 'zh-CN')).toBe('刘芳、沈芳丽');
    expect(joinNames(['Liu Fang', 'Shen Fangli'], 'en-US')).toBe('Liu Fang, Shen Fangli');
    expect(joinNames([], 'ja-JP')).toBe('');
  });
});
