import { errorEnvelopeSchema, FUNCTIONS, type FunctionContract, type FunctionName } from '@camppass/client';
import type { Principal, UseCases } from '@camppass/core';
import { Authenticate } from '@camppass/core/auth/authenticate';
import { type Err, err, ok, type Result } from '@camppass/domain';
import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, HonoRequest } from 'hono';
import type { z } from 'zod';
import { bearerToken } from './auth';
import type { AppEnv } from './context';
import { failure } from './errors';
import { parseBody, parseWith } from './parse';

type ContractOf<N extends FunctionName> = (typeof FUNCTIONS)[N];

/** The parsed body (POST) or query (GET) of a function, as its contract's request schema outputs it. */
export type FunctionInput<N extends FunctionName> =
  ContractOf<N> extends {
    readonly request: infer S extends z.ZodType;
  }
    ? z.output<S>
    : undefined;

/** What a function answers on success, type-checked against its contract's response schema. */
type FunctionAnswer<N extends FunctionName> = z.input<ContractOf<N>['response']>;

/** An expected failure: the envelope with the status of its code, Retry-After when it says how long. */
export type FunctionFailure = Err & { readonly retryAfterSeconds?: number };

/** What a handler receives: the parsed input, the signed-in caller when the contract needs one. */
export interface FunctionCall<N extends FunctionName> {
  readonly input: FunctionInput<N>;
  /** The caller of a `bearer` function, with their roles and the campgrounds they apply to. */
  readonly caller: ContractOf<N>['access'] extends 'bearer' ? Principal : undefined;
  readonly clientIp: string;
  /** The request itself, for the functions whose body is not JSON (uploads, signed webhooks). */
  readonly request: HonoRequest;
}

/** A call to a function whose use case checks the access token itself (its session's own calls). */
export interface SessionCall<N extends FunctionName> extends Omit<FunctionCall<N>, 'caller'> {
  readonly accessToken: string;
}

type Outcome<N extends FunctionName> = Promise<FunctionAnswer<N> | FunctionFailure>;

/** A function that answers a file rather than JSON (the card image, the members CSV streamed). */
export interface FunctionFile {
  readonly bytes: Uint8Array | ReadableStream<Uint8Array>;
  readonly contentType: string;
  /** Offered to the browser as the download's name. */
  readonly fileName: string;
}

const FILE_ANSWER = Symbol('file answer');
type FileAnswer = { readonly [FILE_ANSWER]: FunctionFile };
const isFileAnswer = (outcome: unknown): outcome is FileAnswer =>
  typeof outcome === 'object' && outcome !== null && FILE_ANSWER in outcome;

/** The download's headers: private, never cached, named, and never sniffed as anything else. */
const fileResponse = (c: Context<AppEnv>, file: FunctionFile): Response => {
  const name = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return c.body(file.bytes as Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>, 200, {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
};

const isFailure = (outcome: unknown): outcome is FunctionFailure =>
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, every handler's outcome is a non-null object
  typeof outcome === 'object' && outcome !== null && (outcome as { ok?: unknown }).ok === false;

const SECURITY: Readonly<Record<FunctionContract['access'], RouteConfig['security']>> = {
  public: [],
  bearer: [{ bearerAuth: [] }],
  apiKey: [{ partnerApiKey: [] }],
};

/** The OpenAPI entry of a function, from its contract: body or query, security, answers. */
export const openApiEntry = (name: FunctionName, contract: FunctionContract): RouteConfig => {
  const request = contract.request;
  return {
    method: contract.method.toLowerCase() as RouteConfig['method'],
    path: `/${contract.path ?? name}`,
    operationId: name,
    summary: contract.summary,
    security: SECURITY[contract.access],
    ...(request
      ? contract.method === 'GET'
        ? { request: { query: request as never } }
        : { request: { body: { required: true, content: { 'application/json': { schema: request } } } } }
      : {}),
    responses: {
      200: {
        description: 'Success',
        content: { [contract.answers ?? 'application/json']: { schema: contract.response } },
      },
      default: {
        description:
          'Failure: 400 invalid input, 401, 403, 404, 409, 413, 415 (a body not sent as application/json), 429',
        content: { 'application/json': { schema: errorEnvelopeSchema } },
      },
    },
  };
};

/**
 * The one way to define a function of /functions/v1: from its entry in the contract table, the
 * route answers the parsed input (400 otherwise), the authenticated caller of a `bearer` function
 * (401 otherwise), the status of each failure code from `codeToStatus`, and its OpenAPI entry.
 * A handler calls its use case and presents the result.
 */
export class FunctionRoutes {
  readonly app = new OpenAPIHono<AppEnv>();

  constructor(private readonly authenticate: Pick<Authenticate, 'execute'>) {}

  define<N extends FunctionName>(name: N, handler: (call: FunctionCall<N>) => Outcome<N>): this {
    return this.register(name, true, (c, input, caller) =>
      handler({
        input,
        caller: caller as FunctionCall<N>['caller'],
        clientIp: c.get('clientIp'),
        request: c.req,
      }),
    );
  }

  /** An `apiKey` function: the partner's key from the Authorization header, checked by its use case. */
  defineWithApiKey<N extends FunctionName>(
    name: N,
    handler: (call: FunctionCall<N> & { readonly apiKey: string }) => Outcome<N>,
  ): this {
    // Stryker disable next-line BooleanLiteral: equivalent, only `bearer` functions are authenticated and these are `apiKey`
    return this.register(name, false, (c, input) =>
      handler({
        input,
        apiKey: bearerToken(c),
        caller: undefined as FunctionCall<N>['caller'],
        clientIp: c.get('clientIp'),
        request: c.req,
      }),
    );
  }

  /** A function whose success is a file (sent with its type and name), its failures the JSON envelope. */
  defineFile<N extends FunctionName>(
    name: N,
    handler: (call: FunctionCall<N>) => Promise<FunctionFile | FunctionFailure>,
  ): this {
    return this.register(name, true, async (c, input, caller) => {
      const outcome = await handler({
        input,
        caller: caller as FunctionCall<N>['caller'],
        clientIp: c.get('clientIp'),
        request: c.req,
      });
      return (isFailure(outcome) ? outcome : { [FILE_ANSWER]: outcome }) as unknown as FunctionAnswer<N>;
    });
  }

  /** A `bearer` function whose use case takes the access token itself (sign-out, the current user). */
  defineSession<N extends FunctionName>(name: N, handler: (call: SessionCall<N>) => Outcome<N>): this {
    return this.register(name, false, (c, input) =>
      handler({ input, accessToken: bearerToken(c), clientIp: c.get('clientIp'), request: c.req }),
    );
  }

  private register<N extends FunctionName>(
    name: N,
    authenticates: boolean,
    run: (c: Context<AppEnv>, input: FunctionInput<N>, caller: Principal | undefined) => Outcome<N>,
  ): this {
    const contract: FunctionContract = FUNCTIONS[name];
    this.app.openAPIRegistry.registerPath(openApiEntry(name, contract));
    this.app.on(contract.method, `/${contract.path ?? name}`, async (c) => {
      let caller: Principal | undefined;
      if (contract.access === 'bearer' && authenticates) {
        const authenticated = await this.authenticate.execute({
          accessToken: bearerToken(c),
          beforeSecondFactor: contract.beforeSecondFactor === true,
        });
        if (!authenticated.ok) return failure(c, authenticated);
        caller = authenticated.value;
        c.set('caller', caller);
      }
      const input = await readInput(c, contract);
      if (!input.ok) return failure(c, input);
      const outcome = await run(c, input.value as FunctionInput<N>, caller);
      if (isFailure(outcome)) return failure(c, outcome);
      if (isFileAnswer(outcome)) return fileResponse(c, outcome[FILE_ANSWER]);
      return c.json(outcome as object, 200);
    });
    return this;
  }
}

const JSON_ONLY = 'The request body must be sent as Content-Type: application/json.';

/**
 * The request schema's reading of the query (GET) or JSON body (POST); nothing for the others. A
 * JSON body must say so: a form or text/plain post, which any website can make a browser send
 * without asking, is refused (415).
 */
const readInput = async (c: Context<AppEnv>, contract: FunctionContract): Promise<Result<unknown>> => {
  const schema = contract.request;
  if (!schema) return ok(undefined);
  if (contract.method === 'GET') return parseWith(schema, c.req.query());
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return err('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY);
  return parseBody(c, schema);
};

/** The functions of one area, with the caller authenticated for `bearer` functions. */
export const defineFunctions = (use: UseCases): FunctionRoutes => new FunctionRoutes(use(Authenticate));
