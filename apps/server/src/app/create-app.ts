import { CLOCK, FILE_STORAGE, OUTBOX_REPOSITORY } from '@camppass/core';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { Container } from 'inversify';
import { isDevelopment } from '../config/config';
import { CONFIG, LOCAL_SECRETS, LOGGER } from '../container/tokens';
import type { AppEnv } from '../http/context';
import { errorBody, exceptionToBody } from '../http/errors';
import { requestContext } from '../http/request-context';
import { securityHeaders } from '../http/security-headers';
import { devMailboxRoutes } from '../routes/dev-mailbox';
import { fileRoutes } from '../routes/files';
import { functionRoutes, registerFunctionDocs } from '../routes/functions';
import { healthRoutes } from '../routes/health';
import { paymentRoutes } from '../routes/payments/payment-routes';
import { portalRoutes } from '../routes/portal';
import { publicRoutes } from '../routes/public/public-routes';
import { uploadRoutes } from '../routes/public/upload-routes';
import { publicConfigRoutes } from '../routes/public-config';

export interface AppOptions {
  /** The built portal (apps/portal/dist); without it non-API paths answer a short "not built" page. */
  readonly portalDir?: string;
}

/** JSON bodies of the functions; file uploads get their own, larger limit where they are accepted. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The HTTP application over a built container (ARCHITECTURE.md §3). */
export function createApp(container: Container, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const config = container.get(CONFIG);
  const logger = container.get(LOGGER);
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestContext(logger, config.trustProxy));
  app.use('*', securityHeaders(config.trustProxy));
  app.use('/functions/*', async (c, next) => {
    await next();
    // Answers carry tokens and personal data; no cache, shared or private, may keep them.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // Uploads stream up to their own 10 MB limit, so they are answered before the JSON body limit.
  app.route('/functions/v1', uploadRoutes(container));
  app.use(
    '/functions/*',
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413),
    }),
  );

  app.route('/', healthRoutes());
  app.route('/functions/v1', publicConfigRoutes(config));
  app.route('/functions/v1', functionRoutes(container));
  app.route('/functions/v1', publicRoutes(container));
  app.route('/functions/v1', paymentRoutes(container));
  registerFunctionDocs(app);
  app.doc31('/functions/v1/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${config.productName} functions API`,
      version: '1',
      description:
        'Every call is POST or GET /functions/v1/{name}; failures answer { success: false, error, code }.',
    },
    servers: [{ url: config.appBaseUrl }],
  });
  app.all('/functions/*', (c) => c.json(errorBody('NOT_FOUND', 'No such function.'), 404));

  if (!config.s3) {
    const secret = container.get(LOCAL_SECRETS).fileSigningSecret;
    app.route('/files', fileRoutes(container.get(FILE_STORAGE), secret, container.get(CLOCK)));
  }
  if (isDevelopment(config)) {
    app.route('/dev', devMailboxRoutes(container.get(OUTBOX_REPOSITORY), config.productName));
  }
  if (options.portalDir) app.route('/', portalRoutes(options.portalDir, config.productName));

  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found.'), 404));
  app.onError((error, c) => {
    const { status, body } = exceptionToBody(error);
    if (status >= 500) {
      logger.error('unhandled error', {
        requestId: c.get('requestId'),
        path: c.req.path,
        error:
          error instanceof Error
            ? { name: error.name, message: error.message, stack: error.stack }
            : String(error),
      });
    }
    return c.json(body, status);
  });
  return app;
}
