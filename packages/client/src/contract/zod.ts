import { z } from 'zod';

/**
 * zod for the contract, configured before any schema is made. `jitless`: no parser compiled with
 * `new Function`, and no `Function('')` probe for it, which a Content Security Policy without
 * 'unsafe-eval' (the portal's) reports as a violation even though zod catches the error. Every contract
 * module takes `z` from here, so the setting holds wherever the contract is loaded first.
 */
z.config({ jitless: true });

export { z };
