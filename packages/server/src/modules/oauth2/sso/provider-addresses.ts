import { HttpState, type SsoKind, type SsoProviderInput } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldProblem } from '../../../http/errors.js';

/** The settings of each kind that the server itself fetches from (not the browser's pages). */
const FETCHED_BY_SERVER: Record<SsoKind, readonly string[]> = {
  cas: ['serverUrl'],
  oidc: ['issuer'],
  wecom: ['apiBase'],
  dingtalk: ['apiBase'],
  feishu: ['apiBase'],
  wechat: ['apiBase'],
  cxapp: ['apiBase'],
};

/**
 * Saving a provider whose server address would be refused (loopback, private, link-local... and
 * not allowed by OUTBOUND_ALLOW_PRIVATE) answers 400 naming the field, so the admin learns it now
 * rather than at the first sign-in. A courtesy: every request checks the address it connects to.
 */
export async function refuseInsideAddresses(request: FastifyRequest, input: SsoProviderInput): Promise<void> {
  const settings = input.settings as Record<string, unknown>;
  const fields: FieldProblem[] = [];
  for (const name of FETCHED_BY_SERVER[input.kind]) {
    const value = settings[name];
    if (typeof value !== 'string') continue;
    const refused = await request.server.outbound.check(value);
    if (refused)
      fields.push({
        field: `settings.${name}`,
        message: 'net.addressRefused',
        params: { host: refused.host },
      });
  }
  if (fields.length > 0) throw new AppError(HttpState.BAD_REQUEST, { fields });
}
