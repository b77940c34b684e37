import type { z } from 'zod';

/**
 * How a function is reached: public calls need no token, `bearer` calls the user's access token,
 * `apiKey` calls a campground's partner API key (also sent as `Authorization: Bearer <key>`).
 */
export type FunctionAccess = 'public' | 'bearer' | 'apiKey';

export interface FunctionContract {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /**
   * The name in the URL when it is not the entry's own: two methods of one function (GET and PATCH
   * update-profile) are two entries of the table.
   */
  readonly path?: string;
  readonly access: FunctionAccess;
  readonly summary: string;
  /** The JSON body (POST) or query (GET); absent when the call carries none. */
  readonly request?: z.ZodType;
  readonly response: z.ZodType;
  /** The media type of a success that is not JSON (a file); failures are always the JSON envelope. */
  readonly answers?: string;
  /**
   * One of the functions that set up a second factor: reachable by an account that must hold one
   * and has none yet (a super admin, staff whose campground requires it); every other `bearer`
   * function answers that account 403 SECOND_FACTOR_SETUP_REQUIRED.
   */
  readonly beforeSecondFactor?: true;
}
