import { HttpState, type LocalizedText } from '@campus/contract';
import { AppError } from '../../http/errors.js';

/** What the registration screen calls the school field. */
const SCHOOL: LocalizedText = { 'zh-CN': '学校', 'zh-TW': '學校', 'en-US': 'School', 'ja-JP': '学校' };

/**
 * The school a registration joins: the one asked for, which must be open for registration, or
 * the only open one when none is named. A refusal names the field ("学校：必填项"), like every
 * other field the form gets wrong, not a bare "tenant not found".
 */
export function tenantToRegisterWith(asked: string | undefined, open: readonly { id: string }[]): string {
  if (!asked) {
    if (open.length === 1) return open[0]!.id;
    throw new AppError(HttpState.BAD_REQUEST, {
      cause: 'body',
      fields: [{ field: 'tenantId', label: SCHOOL, message: 'validation.required' }],
    });
  }
  if (!open.some((tenant) => tenant.id === asked)) {
    throw new AppError(HttpState.BAD_REQUEST, {
      cause: 'body',
      fields: [{ field: 'tenantId', label: SCHOOL, message: 'validation.oneOf' }],
    });
  }
  return asked;
}
