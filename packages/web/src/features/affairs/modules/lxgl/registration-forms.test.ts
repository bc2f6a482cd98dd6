import { validateForm } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import {
  destinationForm,
  destinationInput,
  destinationValues,
  returnForm,
  returnInput,
  returnValues,
} from './registration-forms';

describe('destination registration form', () => {
  it('turns a registration into form values and back', () => {
    const registration = {
      batchId: 'b1',
      destinationType: 'home' as const,
      address: '江苏省南京市',
      contactPhone: '13800000000',
      leaveDate: '2026-01-15',
      returnDate: '2026-02-20',
      transport: null,
      note: null,
      updatedAt: 1,
    };
    const values = destinationValues(registration);
    expect(values.period).toEqual(['2026-01-15', '2026-02-20']);
    expect(destinationInput(values)).toEqual({
      destinationType: 'home',
      address: '江苏省南京市',
      contactPhone: '13800000000',
      leaveDate: '2026-01-15',
      returnDate: '2026-02-20',
      // Left out rather than null: the body declares them optional texts (null is refused).
      transport: undefined,
      note: undefined,
    });
  });

  it('refuses a return before the departure, by the contract rules', () => {
    const { issues } = validateForm(destinationForm, {
      destinationType: 'home',
      address: 'x',
      contactPhone: '13800000000',
      period: ['2026-01-20', '2026-01-10'],
    });
    expect(issues).toEqual([{ field: 'period', message: 'validation.dateOrder' }]);
  });
});

describe('return registration form', () => {
  it('prefills now and sends the arrival as epoch milliseconds', () => {
    const now = new Date(2026, 1, 20, 18, 30).getTime();
    const values = returnValues(null, now);
    expect(values.arrivedAt).toBe('2026-02-20 18:30');
    expect(returnInput(values).arrivedAt).toBe(now);
    expect(validateForm(returnForm, values, { today: '2026-02-20' }).issues).toEqual([]);
  });
});
