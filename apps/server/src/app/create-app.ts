import { functionPath, PUBLIC_CONFIG_PATH } from '@camppass/client';
import { campgroundPageSlug, err, isPublicAreaPage } from '@camppass/domain';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Container } from 'inversify';
import { CONFIG, LOGGER } from '../container/server-module';
import type { AppEnv } from '../http/context';
import { errorBody, exceptionToBody, failure, logException } from '../http/errors';
import { refuseNulInUrl } from '../http/parse';
import type { PublicReadCache } from '../http/public-read-cache';
import { cacheHeaders, keptAnswer } from '../http/public-reads';
import { requestContext } from '../http/request-context';
import { securityHeaders } from '../http/security-headers';
import { healthRoutes } from '../routes/health';
import { devRoutes, functionRoutes } from '../routes/index';
import { pageSeo } from '../routes/page-seo';
import { postedVerification } from '../routes/page-verify';
import { type PageAnswers, portalRoutes } from '../routes/portal';

export interface AppOptions {
  /** The built portal (apps/portal/dist); without it non-API paths answer a short "not built" page. */
  readonly portalDir?: string;
  /** The public reads' answers kept in memory, told of changes by the database; none keeps nothing. */
  readonly publicReads?: PublicReadCache;
  /** The portal's pages kept in memory, told of changes the same way (their embedded answers). */
  readonly keptPages?: PublicReadCache;
}

/** JSON bodies of the functions; file uploads get their own, larger limit where they are accepted. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Functions whose raw body streams in under a limit of their own. */
const OWN_BODY_LIMIT = new Set([
  functionPath('upload-document'),
  functionPath('upload-campground-logo'),
  functionPath('upload-campground-terms'),
  functionPath('member-import-dry-run'),
  functionPath('import-members'),
]);

/** The headers a read made for the page carries: the page's own proxy headers and request id. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-request-id'] as const;
const forwarded = (c: Context<AppEnv>): Record<string, string> => {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
};

/** The answer of `path`, asked of the app itself as the page's visitor would ask. */
const askForPage = (app: OpenAPIHono<AppEnv>, c: Context<AppEnv>, path: string) =>
  app.fetch(new Request(new URL(path, c.req.url), { headers: forwarded(c) }), c.env);

const LIST_CAMPGROUNDS_PATH = functionPath('list-campgrounds');
const campgroundAnswerPath = (slug: string) =>
  `${functionPath('get-campground')}?${new URLSearchParams({ slug })}`;

/** The slug of the one campground of a list-campgrounds answer, which /membership shows at once. */
const onlyCampground = (answer: unknown): string | null => {
  const campgrounds = (answer as { data?: { campgrounds?: readonly { slug?: unknown }[] } } | null)?.data
    ?.campgrounds;
  const slug = campgrounds?.length === 1 ? campgrounds[0]?.slug : null;
  return typeof slug === 'string' ? slug : null;
};

/**
 * The answers a page of the portal asks for first, asked of the app itself as the visitor would ask
 * (same address, same rules): the public settings on every page, a campground's public page's data
 * on its page, and on /membership the campgrounds to pick from (with the campground's data when
 * there is only one, which the picker shows at once). Only successful answers are embedded; the page
 * asks again for anything else. A campground page whose get-campground answers 404 (unknown or
 * inactive) is a page not found.
 */
const pageAnswers =
  (app: OpenAPIHono<AppEnv>): PageAnswers =>
  async (c, pathname) => {
    const answers: Record<string, unknown> = {};
    let notFound = false;
    let complete = true;
    const read = async (path: string, missing: 'not-found' | 'incomplete' = 'incomplete') => {
      const res = await askForPage(app, c, path);
      if (res.status === 200) {
        const answer: unknown = await res.json();
        answers[path] = answer;
        return answer;
      }
      complete = false;
      await res.body?.cancel();
      if (res.status === 404 && missing === 'not-found') notFound = true;
      return null;
    };
    const reads: Promise<unknown>[] = [read(PUBLIC_CONFIG_PATH)];
    const slug = campgroundPageSlug(pathname);
    if (slug !== null) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(slug);
      } catch {
        decoded = slug;
      }
      reads.push(read(campgroundAnswerPath(decoded), 'not-found'));
    }
    if (isPublicAreaPage(pathname) && slug === null) {
      reads.push(
        read(LIST_CAMPGROUNDS_PATH).then((list) => {
          const only = onlyCampground(list);
          return only === null ? null : read(campgroundAnswerPath(only));
        }),
      );
    }
    await Promise.all(reads);
    return { answers, notFound, complete };
  };

/** The HTTP application over a built container (ARCHITECTURE.md §3). */
export function createApp(container: Container, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const config = container.get(CONFIG);
  const logger = container.get(LOGGER);
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', requestContext(logger, config.trustProxy));
  app.use('*', securityHeaders(config.trustProxy));
  const { publicReads } = options;
  app.use('/functions/*', async (c, next) => {
    // The campground's public answer, the same for every visitor, from memory while its data is unchanged.
    const kept = keptAnswer(c, publicReads);
    if (kept) return kept;
    const mark = publicReads?.mark() ?? 0;
    await next();
    // Answers carry tokens and personal data; no cache, shared or private, may keep them. The
    // public reads (the campground's public page) are the exception: kept and revalidated by tag.
    await cacheHeaders(c, publicReads ? { cache: publicReads, mark } : undefined);
  });
  const tooLarge = (c: Context<AppEnv>) =>
    failure(c, err('PAYLOAD_TOO_LARGE', 'The request body is too large.'));
  const jsonBodyLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
  app.use('/functions/*', async (c, next) => {
    if (OWN_BODY_LIMIT.has(c.req.path)) return next();
    // A declared length is checked from the header alone: hono's bodyLimit asks for the body stream
    // first, which turns the lightweight request into a full Fetch Request (a tenth of a verification's
    // time). Node's parser never reads past Content-Length; chunked bodies are counted as they stream.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > MAX_JSON_BODY_BYTES ? tooLarge(c) : next();
    }
    return jsonBodyLimit(c, next);
  });

  app.use('/functions/*', refuseNulInUrl);

  app.route('/', healthRoutes());
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'partnerApiKey', {
    type: 'http',
    scheme: 'bearer',
    description:
      "A campground's partner API key (`cpk_...`), created by its owner under Settings → Integrations: `Authorization: Bearer cpk_...`.",
  });
  app.route('/functions/v1', functionRoutes(container));
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

  app.route('/', devRoutes(container));
  if (options.portalDir) {
    const site = { baseUrl: config.appBaseUrl, productName: config.productName };
    app.route(
      '/',
      portalRoutes(options.portalDir, config.productName, {
        pageAnswers: pageAnswers(app),
        pageSeo: (pathname, answers) => pageSeo(pathname, answers, site),
        ...(options.keptPages ? { keptPages: options.keptPages } : {}),
        postedVerification: postedVerification(async (c, body) =>
          app.fetch(
            new Request(new URL(functionPath('validate-membership'), c.req.url), {
              method: 'POST',
              headers: { ...forwarded(c), 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }),
            c.env,
          ),
        ),
      }),
    );
  }

  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'Not found.'), 404));
  app.onError((error, c) => {
    const { status, body, retryAfterSeconds } = exceptionToBody(error);
    const request = { requestId: c.get('requestId'), path: c.req.path };
    if (retryAfterSeconds === undefined) logException(logger, request, error, status);
    else {
      // Load shedding, not a fault: no stack, and the client is told when to come back.
      c.header('Retry-After', String(retryAfterSeconds));
      logger.warn('server busy', { ...request, status });
    }
    return c.json(body, status);
  });
  return app;
}
