import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Liveness for load balancers and `npm start`'s own check. */
export const healthRoutes = () =>
  new Hono<AppEnv>().get('/health', (c) => c.json({ success: true, status: 'ok' }));
