import { HttpState, type MessageKey } from '@campus/contract';
import { AppError, type MessageParams } from '../../../http/errors.js';
import { FIELD_WORDS } from './texts.js';

type Field = keyof typeof FIELD_WORDS;

/** A refusal naming the field at fault, in the caller's language (the funnel says it). */
export function refuseField(field: Field, message: MessageKey, params: MessageParams = {}): never {
  throw new AppError(HttpState.BAD_REQUEST, {
    fields: [{ field, label: FIELD_WORDS[field], message, params }],
  });
}

/**
 * An id the school does not have: answered as for one that does not exist, whether it is another
 * school's or nobody's, so probing ids tells nothing.
 */
export function unknownId(field: Field): never {
  throw new AppError(HttpState.NOT_FOUND, {
    fields: [{ field, label: FIELD_WORDS[field], message: 'validation.oneOf' }],
  });
}
