import { describe, expect, it } from 'vitest';
import { roleName } from './role-name';

describe('role names on screen', () => {
  it('follow the language on screen where the role has every language, else read as given', () => {
    const student = {
      id: '1',
      code: 'student',
      name: '学生',
      names: { 'zh-CN': '学生', 'en-US': 'Student' },
    };
    expect(roleName(student, 'en-US')).toBe('Student');
    expect(roleName(student, 'zh-CN')).toBe('学生');
    expect(roleName({ id: '2', code: 'x', name: '社团负责人' }, 'en-US')).toBe('社团负责人');
  });
});
