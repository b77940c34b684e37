import { OpenAPIHono } from '@hono/zod-openapi';
import type { Area } from '../../http/area';
import type { AppEnv } from '../../http/context';
import { apiKeyRoutes } from './api-key-routes';
import { campgroundRoutes } from './campground-routes';
import { gateRoutes } from './gate-routes';
import { memberImportRoutes } from './member-import-routes';
import { membershipTypeRoutes } from './membership-type-routes';
import { ownerCampgroundRoutes } from './owner-campground-routes';
import { ownerDocumentRoutes } from './owner-document-routes';
import { ownerEarningsRoutes } from './owner-earnings-routes';
import { ownerMemberRoutes } from './owner-member-routes';
import { ownerPaymentRoutes } from './owner-payment-routes';
import { payoutRoutes } from './payout-routes';
import { webhookRoutes } from './webhook-routes';

/** The owner and staff area's functions (03), one route file per screen's functions. */
export const ownerRoutes = (area: Area) =>
  new OpenAPIHono<AppEnv>()
    .route('/', apiKeyRoutes(area))
    .route('/', webhookRoutes(area))
    .route('/', ownerCampgroundRoutes(area))
    .route('/', membershipTypeRoutes(area))
    .route('/', ownerMemberRoutes(area))
    .route('/', memberImportRoutes(area))
    .route('/', campgroundRoutes(area))
    .route('/', ownerDocumentRoutes(area))
    .route('/', ownerPaymentRoutes(area))
    .route('/', ownerEarningsRoutes(area))
    .route('/', payoutRoutes(area))
    .route('/', gateRoutes(area));
