import { Hono } from 'hono';
import type { Container } from 'inversify';
import type { AppEnv } from '../http/context';
import { authRoutes } from './auth';
import { invitationRoutes } from './invitations';

export { registerFunctionDocs } from './openapi';

/** Every function of /functions/v1, one sub-app per area. */
export const functionRoutes = (container: Container) =>
  new Hono<AppEnv>().route('/', authRoutes(container)).route('/', invitationRoutes(container));
