import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor', () => {
  it.each([
    [5, 'dashboard.greeting.morning'],
    [11, 'dashboard.greeting.morning'],
    [12, 'dashboard.greeting.afternoon'],
    [17, 'dashboard.greeting.afternoon'],
    [18, 'dashboard.greeting.evening'],
    [0, 'dashboard.greeting.evening'],
    [4, 'dashboard.greeting.evening'],
  ])('greets hour %i with %s', (hour, key) => {
    expect(greetingFor(hour)).toBe(key);
  });
});
