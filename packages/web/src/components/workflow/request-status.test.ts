import { describe, expect, it } from 'vitest';
import { engineState } from './request-status';

describe('engineState', () => {
  it('reads an ended request by its result', () => {
    expect(engineState('end', 'agree')).toBe('approved');
    expect(engineState('end', 'oppose')).toBe('rejected');
  });

  it('maps the other statuses one to one', () => {
    expect(engineState('running', null)).toBe('running');
    expect(engineState('manualend', null)).toBe('ended');
    expect(engineState('draft', null)).toBe('draft');
    expect(engineState('suspend', null)).toBe('suspended');
  });
});
