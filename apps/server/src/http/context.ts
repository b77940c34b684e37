import type { Principal } from '@camppass/core';
import type { Context } from 'hono';

export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    /** The signed-in caller, set by the bearer-token middleware. */
    caller: Principal;
  };
}

export type AppContext = Context<AppEnv>;
