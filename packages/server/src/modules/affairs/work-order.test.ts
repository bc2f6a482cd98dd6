import { describe, expect, it } from 'vitest';
import { workOrderStage } from './work-order.js';

const steps = { accept: 'accepted', repair: 'inRepair' } as const;

describe('workOrderStage', () => {
  it('reads a running order by its open step', () => {
    expect(workOrderStage({ status: 'running', result: null }, 'repair', steps, { rating: null })).toBe(
      'inRepair',
    );
  });

  it('keeps a suspended order at its step rather than calling it withdrawn', () => {
    expect(workOrderStage({ status: 'suspend', result: null }, 'accept', steps, { rating: null })).toBe(
      'accepted',
    );
  });

  it('reads an ended order by its result and rating', () => {
    expect(workOrderStage({ status: 'end', result: 'agree' }, undefined, steps, { rating: 5 })).toBe('rated');
    expect(workOrderStage({ status: 'end', result: 'oppose' }, undefined, steps, { rating: null })).toBe(
      'declined',
    );
    expect(workOrderStage({ status: 'draft', result: null }, undefined, steps, { rating: null })).toBe(
      'withdrawn',
    );
  });
});
