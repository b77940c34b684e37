import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';

/** The member area's functions (02): none yet; they are defined here when the member area is built. */
export const memberRoutes = () => new OpenAPIHono<AppEnv>();
