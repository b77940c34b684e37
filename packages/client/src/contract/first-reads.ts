import type { FunctionContract } from './function-contract';
import { FUNCTIONS, functionPath } from './functions';
import { PUBLIC_CONFIG_PATH, publicConfigResponseSchema } from './public-page';
import { z } from './zod';

// The reads the public page checks before the contract's zod is loaded, described from the contract
// itself: each read's method, path and answer as the JSON Schema zod writes for it.
// ../light/first-reads.json holds this description for the browser; ../light/first-reads.test.ts keeps
// the two equal and rewrites the file when asked to
// (docs/decisions/first-load.md#the-first-reads-are-checked-against-the-contracts-json-schema).

/** The functions among the first reads; public-config, outside the function table, is the other. */
export const FIRST_READ_FUNCTIONS = ['get-campground', 'list-campgrounds'] as const;

/** A JSON Schema (draft 2020-12), as z.toJSONSchema writes it. */
type JsonSchema = Record<string, unknown>;

export interface FirstRead {
  readonly method: FunctionContract['method'];
  readonly path: string;
  readonly answer: JsonSchema;
}

/** The schema as JSON Schema, output side (what the server sends), without the `$schema` line. */
const answerShape = (schema: z.ZodType): JsonSchema => {
  const { $schema: _, ...shape } = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  return shape;
};

/** The first reads as the light client reads them, by name. */
export const describeFirstReads = (): Record<string, FirstRead> => ({
  ...Object.fromEntries(
    FIRST_READ_FUNCTIONS.map((name) => {
      const contract: FunctionContract = FUNCTIONS[name];
      const read: FirstRead = {
        method: contract.method,
        path: functionPath(name),
        answer: answerShape(contract.response),
      };
      return [name, read];
    }),
  ),
  'public-config': {
    method: 'GET',
    path: PUBLIC_CONFIG_PATH,
    answer: answerShape(publicConfigResponseSchema),
  },
});
