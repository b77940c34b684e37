import { ADMIN_FUNCTIONS } from './admin';
import { AUTH_FUNCTIONS } from './auth';
import type { FunctionContract } from './function-contract';
import { MEMBER_FUNCTIONS } from './member';
import { OWNER_FUNCTIONS } from './owner';
import { PUBLIC_FUNCTIONS } from './public';

export type { FunctionAccess, FunctionContract } from './function-contract';

/**
 * Every function of `/functions/v1/{name}`, keyed by the name the specs give it: the union of the
 * areas' tables, each kept with its schemas in the area's own file.
 */
export const FUNCTIONS = {
  ...AUTH_FUNCTIONS,
  ...PUBLIC_FUNCTIONS,
  ...MEMBER_FUNCTIONS,
  ...OWNER_FUNCTIONS,
  ...ADMIN_FUNCTIONS,
} as const satisfies Record<string, FunctionContract>;

export type FunctionName = keyof typeof FUNCTIONS;

/** The path of a function under the server's origin. */
export const functionPath = (name: FunctionName): string =>
  `/functions/v1/${(FUNCTIONS[name] as FunctionContract).path ?? name}`;
