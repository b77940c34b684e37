import type { z } from 'zod';
import type { FunctionName } from '../contract/functions';
import type { PublicConfig } from '../contract/public-page';
import type { CallOptions, CampPassClient, CampPassClientOptions } from '../http/camppass-client';
import { type AnswerShape, readShape } from './answer-shape';
import type { CallResult } from './call-failure';
import { fetchAnswer, functionRequest } from './fetch-answer';
import FIRST_READS from './first-reads.json';
import { createLazyClient, loadFullModule } from './lazy-client';

// `@camppass/client/light/*`: the parts of the client that import neither zod nor the contract table at
// run time, for screens that must be interactive before those arrive (the sign-in screens, the public
// campground page). Each module is its own import path, so that a bundle takes only the pieces it uses
// (docs/decisions/first-load.md#the-first-reads-are-checked-against-the-contracts-json-schema).

/** A read the light client makes itself; first-reads.json describes each from the contract. */
type FirstRead = keyof typeof FIRST_READS;
type FirstReadFunction = Exclude<FirstRead, 'public-config'>;

const isFirstRead = (name: FunctionName): name is FirstReadFunction => Object.hasOwn(FIRST_READS, name);

/**
 * The public page's client: get-campground, list-campgrounds and public-config are sent as the full
 * client sends them and their answers checked against the contract's own JSON Schema of them
 * (first-reads.json), so the first screen needs neither zod nor the contract table. Everything else,
 * and every answer that check does not accept (a refusal, a network failure, an answer off the
 * contract), goes through the full client, which gives the same result and catalogue message the full
 * client gives for that call.
 */
export function createLightClient(options: CampPassClientOptions): CampPassClient {
  const full = createLazyClient(options);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');

  const read = async <T>(name: FirstRead, input: unknown, signal?: AbortSignal): Promise<CallResult<T>> => {
    const { answer: shape, ...route } = FIRST_READS[name];
    const answer = await fetchAnswer(doFetch, ...functionRequest(base, route, input, null, signal));
    if (answer.kind === 'answer' && answer.ok) {
      const checked = readShape<T>(shape as AnswerShape, answer.body);
      if (checked) return { ok: true, value: checked.value };
    }
    const module = await loadFullModule();
    if (name === 'public-config') {
      return module.settleAnswer(null, answer, module.publicConfigResponseSchema, input) as CallResult<T>;
    }
    const schema: z.ZodType = module.FUNCTIONS[name].response;
    return module.settleAnswer(name, answer, schema, input) as CallResult<T>;
  };

  const call = ((name: FunctionName, input?: unknown, callOptions: CallOptions = {}) => {
    if (!isFirstRead(name)) return (full.call as (...args: unknown[]) => unknown)(name, input, callOptions);
    return read(name, input, callOptions.signal);
  }) as CampPassClient['call'];

  const publicConfig = async (signal?: AbortSignal): Promise<CallResult<PublicConfig>> => {
    const result = await read<{ data: PublicConfig }>('public-config', undefined, signal);
    return result.ok ? { ok: true, value: result.value.data } : result;
  };

  return { ...full, call, publicConfig };
}
