import { OpenAPIHono } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import type { AppEnv } from '../../http/context';
import { apiKeyRoutes } from './api-key-routes';
import { campgroundRoutes } from './campground-routes';
import { membershipTypeRoutes } from './membership-type-routes';
import { ownerCampgroundRoutes } from './owner-campground-routes';
import { ownerDocumentRoutes } from './owner-document-routes';
import { ownerMemberRoutes } from './owner-member-routes';
import { ownerPaymentRoutes } from './owner-payment-routes';

/** The owner and staff area's functions (03), one route file per screen's functions. */
export const ownerRoutes = (container: Container) =>
  new OpenAPIHono<AppEnv>()
    .route('/', apiKeyRoutes(container))
    .route('/', ownerCampgroundRoutes(container))
    .route('/', membershipTypeRoutes(container))
    .route('/', ownerMemberRoutes(container))
    .route('/', campgroundRoutes(container))
    .route('/', ownerDocumentRoutes(container))
    .route('/', ownerPaymentRoutes(container));
