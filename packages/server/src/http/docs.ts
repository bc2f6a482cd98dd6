import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BUILD_VERSION, HEADER_TENANT_ID, HEADER_TOKEN } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the documentation is served: the Swagger UI's page, its files and the document itself. */
export const API_DOCS_PREFIX = '/api/docs';

/** OpenAPI document built from the routes' zod schemas; browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Campus student affairs API',
        description:
          'Every reply is the envelope {state, message, cause, data, variables}. Business outcomes are HTTP 200 with a state; see docs/API.md.',
        version: BUILD_VERSION,
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: HEADER_TOKEN },
          tenant: { type: 'apiKey', in: 'header', name: HEADER_TENANT_ID },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    staticCSP: true,
    uiHooks: {},
  });
}
