import { errorEnvelopeSchema, FUNCTIONS, type FunctionContract, functionPath } from '@camppass/client';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';

/** Adds every function of the contract to the app's OpenAPI document (served as JSON). */
export function registerFunctionDocs(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  for (const [name, contract] of Object.entries(FUNCTIONS) as [keyof typeof FUNCTIONS, FunctionContract][]) {
    const request = contract.request;
    app.openAPIRegistry.registerPath({
      method: contract.method === 'GET' ? 'get' : 'post',
      path: functionPath(name),
      operationId: name,
      summary: contract.summary,
      security: contract.access === 'bearer' ? [{ bearerAuth: [] }] : [],
      ...(request
        ? contract.method === 'GET'
          ? { request: { query: request as never } }
          : { request: { body: { required: true, content: { 'application/json': { schema: request } } } } }
        : {}),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: contract.response } } },
        default: {
          description: 'Failure: 400 invalid input, 401, 403, 404, 409, 413, 429',
          content: { 'application/json': { schema: errorEnvelopeSchema } },
        },
      },
    });
  }
}
