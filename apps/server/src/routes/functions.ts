import { Hono } from 'hono';
import type { Container } from 'inversify';
import type { AppEnv } from '../http/context';

export { registerFunctionDocs } from './openapi';

/** Every function of /functions/v1, one sub-app per area. */
export const functionRoutes = (_container: Container) => new Hono<AppEnv>();
