import type { z } from 'zod';
import type { FunctionName } from '../contract/functions';
import type { PublicConfig } from '../contract/public-page';
import type { CallOptions, CampPassClient, CampPassClientOptions } from '../http/camppass-client';
import { type AnswerShape, readShape } from './answer-shape';
import type { CallResult } from './call-failure';
import { fetchAnswer, queryOf } from './fetch-answer';
import { createLazyClient, loadFullModule } from './lazy-client';
import { LIGHT_READS, type LightRead, lightShape } from './shapes';

// `@camppass/client/light/*`: the parts of the client that import neither zod nor the contract table at
// run time, for screens that must be interactive before those arrive (the sign-in screens, the public
// campground page; docs/decisions/first-load.md#the-public-page-checks-its-first-reads-without-zod).
// Each module is its own import path, so that a bundle takes only the pieces it uses.

const isLightRead = (name: FunctionName): name is LightRead =>
  (LIGHT_READS as readonly string[]).includes(name);

/** Where the light reads are served (the contract's functionPath; light.test.ts keeps them equal). */
export const lightReadPath = (name: LightRead): string => `/functions/v1/${name}`;
export const LIGHT_PUBLIC_CONFIG_PATH = '/functions/v1/public-config';

/**
 * The public page's client: get-campground, list-campgrounds and public-config are fetched here and
 * their answers checked against the contract's shape without zod, so the first screen needs neither
 * zod nor the contract table. Everything else, and every answer the light check does not accept (a
 * refusal, a network failure, an answer off the contract), goes through the full client, which gives
 * the same result and catalogue message the full client gives for that call.
 */
export function createLightClient(options: CampPassClientOptions): CampPassClient {
  const full = createLazyClient(options);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');

  const read = async <T>(
    name: LightRead | null,
    url: string,
    shape: AnswerShape,
    input: unknown,
    signal: AbortSignal | undefined,
  ): Promise<CallResult<T>> => {
    const answer = await fetchAnswer(doFetch, url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (answer.kind === 'answer' && answer.ok) {
      const checked = readShape<T>(shape, answer.body);
      if (checked) return { ok: true, value: checked.value };
    }
    const module = await loadFullModule();
    const schema: z.ZodType = name ? module.FUNCTIONS[name].response : module.publicConfigResponseSchema;
    return module.settleAnswer(name, answer, schema, input) as CallResult<T>;
  };

  const call = ((name: FunctionName, input?: unknown, callOptions: CallOptions = {}) => {
    if (!isLightRead(name)) return (full.call as (...args: unknown[]) => unknown)(name, input, callOptions);
    const url = `${base}${lightReadPath(name)}${queryOf(input)}`;
    return read(name, url, lightShape(name), input, callOptions.signal);
  }) as CampPassClient['call'];

  const publicConfig = async (signal?: AbortSignal): Promise<CallResult<PublicConfig>> => {
    const result = await read<{ data: PublicConfig }>(
      null,
      `${base}${LIGHT_PUBLIC_CONFIG_PATH}`,
      lightShape('public-config'),
      undefined,
      signal,
    );
    return result.ok ? { ok: true, value: result.value.data } : result;
  };

  return { ...full, call, publicConfig };
}
