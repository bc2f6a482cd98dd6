import { loginEndpoints } from '@campus/contract/routes/api/oauth2/login';
import { syncEndpoints } from '@campus/contract/routes/api/admin/sync';
import type { ServicePrefix } from '@campus/contract';
import { buildRequestUrl } from '../../../api/core/request-url';

/**
 * The worked example's commands: the token call and one student's upsert with curl, against this
 * server as the app reaches it (its origin, base and single mode), with the client's id and secret
 * when they were just made (placeholders otherwise).
 */
export interface ExampleServer {
  origin: string;
  base: string;
  single: boolean;
}

const urlOf = (server: ExampleServer, route: { service: ServicePrefix; path: string }) =>
  new URL(
    buildRequestUrl({
      base: server.base,
      single: server.single,
      service: route.service,
      path: route.path,
      query: {},
    }),
    server.origin,
  ).href;

export function syncExample(server: ExampleServer, client?: { id: string; secret: string }) {
  const token = [
    `curl -s -X POST '${urlOf(server, loginEndpoints.token)}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify({
      grant_type: 'client_credentials',
      client_id: client?.id ?? '<client_id>',
      client_secret: client?.secret ?? '<client_secret>',
    })}'`,
  ].join('\n');
  const row = { number: '2026000001', name: '张三', gender: 'male', classCode: '<班级编码>' };
  const upsert = [
    `curl -s -X POST '${urlOf(server, syncEndpoints.upsert.students)}' \\`,
    `  -H 'Authorization: Bearer <access_token>' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '${JSON.stringify({ rows: [row] })}'`,
  ].join('\n');
  return { token, upsert };
}
