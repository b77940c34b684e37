import type { Principal } from '@camppass/core';

export interface AppEnv {
  Variables: {
    requestId: string;
    clientIp: string;
    /** The signed-in caller, set by the bearer-token middleware. */
    caller: Principal;
  };
}
