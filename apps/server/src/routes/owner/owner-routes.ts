import type { Container } from 'inversify';
import { apiKeyRoutes } from './api-key-routes';
import { ownerMemberRoutes } from './owner-member-routes';

/** The owner and staff area's functions (03): so far the partner API keys of Settings → Integrations. */
export const ownerRoutes = (container: Container) =>
  apiKeyRoutes(container).route('/', ownerMemberRoutes(container));
