import type { Context } from 'hono';

/** The signed-in caller, set by the bearer-token middleware. */
export interface Caller {
  readonly userId: string;
  readonly sessionId: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    caller: Caller;
  };
}

export type AppContext = Context<AppEnv>;
