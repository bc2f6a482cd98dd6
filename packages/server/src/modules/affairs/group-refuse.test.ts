import { ModuleState, SecurityState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { refusalByCaller, refuser, type Refuse } from './group-refuse.js';
import { texts } from './group-refusal.js';

const WORDS = {
  notStaff: texts('仅限老师', '僅限老師', 'Staff only', '教職員のみ'),
  full: texts('{room}已满', '{room}已滿', '{room} is full', '{room}は満室です'),
};

const caught = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('nothing thrown');
};

describe('refuser', () => {
  const refuse: Refuse<keyof typeof WORDS> = refuser(WORDS);

  it('throws the rule’s words, filled in, as "not eligible" unless told the state', () => {
    const error = caught(() => refuse('full', { room: 'A101' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(error.options.params).toEqual({ rule: expect.objectContaining({ 'en-US': 'A101 is full' }) });
    expect(error.options.fields).toBeUndefined();
  });

  it('takes the state and the field at fault', () => {
    const error = caught(() => refuse('notStaff', {}, SecurityState.UNAUTHORIZED, 'id'));
    expect(error.state).toBe(SecurityState.UNAUTHORIZED);
    expect(error.options.fields).toEqual([
      { field: 'id', message: 'affairs.groupRule', params: { rule: WORDS.notStaff } },
    ]);
  });
});

describe('refusalByCaller', () => {
  const refusal = refusalByCaller(WORDS, ['notStaff']);

  it('refuses who the caller is not as not allowed, the rest as bad input', () => {
    expect(refusal('notStaff').state).toBe(SecurityState.UNAUTHORIZED);
    const full = refusal('full', { room: 'B2' }, 'roomId');
    expect(full.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(full.options.fields?.[0]?.field).toBe('roomId');
  });
});
