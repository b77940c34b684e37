import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';

/** The owner and staff area's functions (03): none yet; they are defined here when that area is built. */
export const ownerRoutes = () => new OpenAPIHono<AppEnv>();
