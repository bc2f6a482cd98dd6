import { describe, expect, it } from 'vitest';
import { deploymentEnvironmentsSchema, isApiBase } from './environments.js';

describe('isApiBase', () => {
  it('takes a path on this origin or an absolute http(s) address', () => {
    for (const base of ['/api', 'http://localhost:3000/api', 'https://test.school.edu.cn/api']) {
      expect(isApiBase(base), base).toBe(true);
    }
  });

  it('refuses another host written as a path, other schemes and bare names', () => {
    for (const base of ['//other.test/api', 'file:///etc', 'test.school.edu.cn', '']) {
      expect(isApiBase(base), base).toBe(false);
    }
  });

  it('is the rule the deployment list checks each value by', () => {
    expect(deploymentEnvironmentsSchema.safeParse([{ name: 'test', value: '//x/api' }]).success).toBe(false);
    expect(deploymentEnvironmentsSchema.safeParse([{ name: 'test', value: '/api' }]).success).toBe(true);
  });
});
